"""The one table of step kinds: each kind of the card vocabulary (cards/abilities.py) and the
function that resolves it. A new kind is one function in its family's module and one line
here."""

from __future__ import annotations

from altered_tui.engine.steps import (
    choices, deck, dice, discard, expeditions, game, leave_play, markers, ongoing, play, put,
    reactions, status, tokens,
)
from altered_tui.engine.steps.effect import HANDLERS

STEPS = {
    # the top of the Deck
    "draw": deck.resolve_draw,
    "resupply": deck.resolve_resupply,
    "deck_to_mana": deck.resolve_deck_to_mana,
    "reveal_top": deck.resolve_reveal_top,
    "reveal_from_hand": deck.resolve_reveal_from_hand,
    "reveal_random_from_hand": deck.resolve_reveal_random_from_hand,
    "reveal_top_may_play": deck.resolve_reveal_top_may_play,
    "put_revealed": deck.resolve_put_revealed,
    "look_take_one": deck.resolve_look_take_one,
    "revealed_to": deck.resolve_revealed_to,
    # discarding
    "sabotage": discard.resolve_sabotage,
    "discard_from_hand": discard.resolve_discard_from_hand,
    "discard_reserve": discard.resolve_discard_reserve,
    "discard_mana_orb": discard.resolve_discard_mana_orb,
    # putting cards in personal zones
    "put_from_hand": put.resolve_put_from_hand,
    "reserve_to_hand": put.resolve_reserve_to_hand,
    "put_me_in": put.resolve_put_me_in,
    "exchange_reserve_hand": put.resolve_exchange_reserve_hand,
    # boosts, statuses, counters
    "boost": status.resolve_boost,
    "gain_status": status.resolve_gain_status,
    "lose_status": status.resolve_lose_status,
    "exhaust": status.resolve_exhaust_or_ready,
    "ready": status.resolve_exhaust_or_ready,
    "ready_mana_orbs": status.resolve_ready_mana_orbs,
    "gain_counters": status.resolve_gain_counters,
    "repeat": status.resolve_repeat,
    "remove_counters": status.resolve_remove_counters,
    "exchange_boosts": status.resolve_exchange_boosts,
    "remove_boosts": status.resolve_remove_boosts,
    "augment": status.resolve_augment,
    "double_counters": status.resolve_double_counters,
    "complete_me": status.resolve_complete_me,  # Feats (README rulings)
    "fleeting_unless": status.resolve_fleeting_unless,  # Corruption (README rulings)
    # leaving play
    "send_to": leave_play.resolve_send_to,
    "sacrifice": leave_play.resolve_sacrifice,
    # tokens and Expeditions
    "create_token": tokens.resolve_create_token,
    "receive_gift": tokens.resolve_receive_gift,
    "move_expedition": expeditions.resolve_move_expedition,
    "switch_expeditions": expeditions.resolve_switch_expeditions,
    "take_control": expeditions.resolve_take_control,
    "defect": expeditions.resolve_defect,
    "cant_move_forward": expeditions.resolve_cant_move_forward,
    "ascend": expeditions.resolve_ascend,
    "gain_its_subtypes": status.resolve_gain_its_subtypes,
    # Terrain Markers on regions
    "place_marker": markers.resolve_place_marker,
    "move_marker": markers.resolve_move_marker,
    # choices and conditions
    "may": choices.resolve_may,
    "choose_one": choices.resolve_choose_one,
    "choose_target": choices.resolve_choose_target,
    "if": choices.resolve_if,
    "roll_die": dice.resolve_roll_die,
    "modify_die": dice.resolve_modify_die,
    # lasting effects, turn and game
    "next_play": ongoing.resolve_next_play,
    "next_joins_my_expedition": ongoing.resolve_next_joins_my_expedition,
    "after_rest": ongoing.resolve_after_rest,
    "keywords_this_day": ongoing.resolve_keywords_this_day,
    "after_you": game.resolve_after_you,
    "become_first_player": game.resolve_become_first_player,
    "win_game": game.resolve_win_game,
    "pass_now": game.resolve_pass_now,
    # playing cards, activating {J}
    "play_me_for_free": play.resolve_play_me_for_free,
    "play_or_take_it": play.resolve_play_or_take_it,
    "play_now": play.resolve_play_now,
    "rush": play.resolve_rush,
    "activate_joins": reactions.resolve_activate_joins,
    "activate_support": reactions.resolve_activate_support,
    "next_activation": reactions.resolve_next_activation,
    "activate_their_reserve": reactions.resolve_activate_their_reserve,
}

HANDLERS.update(STEPS)
