"""The player's Unique cards: records kept in the user data folder."""
