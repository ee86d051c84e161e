"""Autosave and resume, replays and undo: a match is its decks, seed, names and action log."""
