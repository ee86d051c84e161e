"""Card text in French, rendered from the same ability structure as render.py.

Terms follow the French glossary (Réserve, Repères, Fugace, Ancré, Endormi, Épuisé,
Expédition, Personnage, Midi, Crépuscule, …). Card, token and sub-type names stay as in the
card data.
"""

from __future__ import annotations

from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef

TRIGGERS = {
    "joins": "{J}",
    "played_from_hand": "{H}",
    "played_from_reserve": "{R}",
    "at_noon": "À Midi —",
    "at_dusk": "Au Crépuscule —",
    "leaves_expedition": "Quand je quitte la zone d'Expédition —",
    "goes_to_reserve": "Quand je vais en Réserve —",
    "sacrificed": "Quand je suis sacrifié —",
    "expedition_fails_to_move": "Quand mon Expédition échoue à avancer —",
    "expedition_moves_forward": "Quand mon Expédition avance —",
    "you_roll_dice": "Quand vous lancez un ou plusieurs dés —",
    "you_pass": "Quand vous passez —",
    "opponent_draws_or_resupplies": "Quand un adversaire pioche une ou plusieurs cartes ou se ravitaille —",
    "you_create_token": "Quand vous créez un jeton Personnage —",
    "leaves_your_reserve": "Quand une carte quitte votre Réserve —",
    "your_character_gains_boosts": "Quand un Personnage que vous contrôlez gagne 1 ou plusieurs boosts —",
    "leaves_landmarks": "Quand je quitte votre zone de Repères —",
}
FROM_ZONE = {"hand": "votre main", "expedition": "la zone d'Expédition"}

STATUS = {"anchored": ("Ancré", "Ancrés"), "asleep": ("Endormi", "Endormis"),
          "fleeting": ("Fugace", "Fugaces"), "exhausted": ("Épuisé", "Épuisés")}
KEYWORDS = {"Gigantic": "Gigantesque", "Defender": "Défenseur", "Eternal": "Éternel",
            "Seasoned": "Aguerri", "Fleeting": "Fugace", "Cooldown": "Recharge",
            "Tough": "Coriace", "Scout": "Éclaireur"}
TERRAIN = {"forest": "la Forêt", "mountain": "la Montagne", "water": "l'Eau"}
TERRAIN_NAME = {"forest": "Forêt", "mountain": "Montagne", "water": "Eau"}
# noun: (singular, plural, feminine)
NOUNS = {"card": ("carte", "cartes", True),
         "object": ("Personnage ou Permanent", "Personnages ou Permanents", False),
         "character": ("Personnage", "Personnages", False),
         "permanent": ("Permanent", "Permanents", False),
         "spell": ("Sort", "Sorts", False)}


def keyword_names(keywords: ab.Keywords) -> list[str]:
    out = []
    for name in keywords.names():
        word, _sep, number = name.partition(" ")
        out.append(f"{KEYWORDS.get(word, word)} {number}".strip())
    return out


def _plural(n: int, word: str, plural: str | None = None) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {plural or word + 's'}"


def _noun(f: ab.Filter, plural: bool) -> tuple[str, bool]:
    if f.subtype:
        return f.subtype + ("s" if plural else ""), False
    if f.token:
        return ("jetons" if plural else "jeton"), False
    sing, plur, fem = NOUNS[f.type]
    return (plur if plural else sing), fem


def describe_filter(f: ab.Filter, plural: bool = False) -> str:
    noun, fem = _noun(f, plural)
    text = noun
    if f.other:
        text = ("autres " if plural else ("autre " if not fem else "autre ")) + text
    if f.token is False:
        text += " non-jeton" + ("s" if plural else "")
    if f.status_any:
        text += " " + " ou ".join(STATUS[s][1 if plural else 0] + ("e" if fem else "")
                                  for s in f.status_any)
    if f.boosted is not None:
        text += (" boosté" if f.boosted else " non boosté") + ("e" if fem else "") + ("s" if plural else "")
    if f.base_stat_zero is not None:
        text += (" avec une caractéristique de base à 0" if f.base_stat_zero
                 else " sans caractéristique de base à 0")
    if f.min_hand_cost_my_counters is not None:
        text += (f" avec un coût de Main supérieur ou égal à mon nombre de compteurs "
                 f"{f.min_hand_cost_my_counters.capitalize()}")
    if f.max_hand_cost is not None:
        text += f" avec un coût de Main de {f.max_hand_cost} ou moins"
    if f.min_hand_cost is not None:
        text += f" avec un coût de Main de {f.min_hand_cost} ou plus"
    if f.max_hand_cost_from == "characters_you_control":
        text += " avec un coût de Main de X ou moins"
    if f.controller == "you":
        text += " que vous contrôlez"
    elif f.controller == "opponent":
        text += " qu'un adversaire contrôle"
    if f.in_my_expedition:
        text += " dans mon Expédition"
    if f.in_other_expedition:
        text += " dans votre autre Expédition"
    if f.max_hand_cost_from == "characters_you_control":
        text += ", où X est le nombre de Personnages que vous contrôlez"
    if f.by_target_player:
        text += (" contrôlé" + ("e" if fem else "") + ("s" if plural else "")
                 + " par le joueur ciblé")
    if f.in_target_expedition:
        text += " dans l'Expédition ciblée"
    return text


def _article(f: ab.Filter) -> str:
    return "une" if _noun(f, False)[1] else "un"


def describe_select(s: ab.Select) -> str:
    if s.ref == "me":
        return "je"
    if s.ref == "it":
        return "il"
    if s.ref == "each":
        return f"chaque {describe_filter(s.filter)}"
    many = s.count > 1
    what = describe_filter(s.filter, plural=many)
    fem = _noun(s.filter, False)[1]
    if s.ref == "target":
        noun, _fem = _noun(s.filter, many)
        target = "cibles" if many else "cible"
        what = what.replace(noun, f"{noun} {target}", 1)
    if s.up_to:
        text = f"jusqu'à {s.count} {what}"
    elif many:
        text = f"{s.count} {what}"
    else:
        text = f"{'une' if fem else 'un'} {what}"
    if s.total_hand_cost_max is not None:
        text += f" avec un coût de Main total de {s.total_hand_cost_max} ou moins"
    return text


def _is_many(s: ab.Select) -> bool:
    return s.ref in ("target", "choose") and s.count > 1


def _verb(subject: str, je: str, il: str, ils: str, many: bool = False) -> str:
    if subject == "je":
        return f"je {je}"
    return f"{subject} {ils} chacun" if many else f"{subject} {il}"


WHERE = {
    "my_expedition": "dans mon Expédition",
    "other_expedition": "dans votre autre Expédition",
    "each_of_your_expeditions": "dans chacune de vos Expéditions",
    "target_expedition": "dans l'Expédition cible",
    "hero_expedition": "dans votre Expédition du Héros",
    "companion_expedition": "dans votre Expédition du Compagnon",
    "distributed": "répartis comme vous le voulez entre vos Expéditions",
}

WHO = {"you": "", "opponent": "L'adversaire ciblé ", "each": "Chaque joueur "}


def render_step(step: Any) -> str:
    k = step.kind
    if k == "draw" and step.count_from == "discarded":
        return f"{WHO[step.who]}pioche autant de cartes" if WHO[step.who] else "Piochez autant de cartes"
    if k == "draw":
        who = WHO[step.who]
        what = "une carte" if step.count == 1 else _plural(step.count, "carte")
        return f"{who}pioche {what}" if who else f"Piochez {what}"
    if k == "resupply":
        word = "se ravitaille" if step.who != "you" else "Ravitaillez-vous"
        if step.exhausted:
            word += " (épuisé)"
        times = "" if step.count == 1 else f" {step.count} fois"
        return f"{WHO[step.who]}{word}{times}".strip()
    if k == "sabotage":
        return "Sabotage"
    if k == "boost":
        subj = describe_select(step.objects)
        amount = ("X boosts, où X est le résultat" if step.amount_from == "die"
                  else _plural(step.amount, "boost"))
        if step.amount_from in ("my_reserve", "each_reserve"):
            where = "votre Réserve" if step.amount_from == "my_reserve" else "la Réserve de chaque joueur"
            amount += f" pour chaque carte dans {where}"
        return _verb(subj, "gagne", "gagne", "gagnent", _is_many(step.objects)) + f" {amount}"
    if k in ("gain_status", "lose_status"):
        subj = describe_select(step.objects)
        many = _is_many(step.objects)
        forms = ("gagne", "gagne", "gagnent") if k == "gain_status" else ("perds", "perd", "perdent")
        return _verb(subj, *forms, many) + f" {STATUS[step.status][0]}"
    if k == "send_to":
        dest = {"reserve": "en Réserve", "hand": "dans la main de son propriétaire",
                "deck_top": "sur le dessus du Deck de son propriétaire",
                "mana": "dans la Zone de Mana de son propriétaire",
                "discard": "dans la Défausse"}[step.zone]
        if step.zone == "discard":
            return f"Défaussez {_object(step.objects)}"
        if step.objects.filter.max_hand_cost_from is not None:
            return f"Envoyez {dest} {_object(step.objects)}"  # the 'où X est' clause ends it
        return f"Envoyez {_object(step.objects)} {dest}"
    if k == "sacrifice" and step.who != "you":
        return f"{WHO[step.who]}sacrifie {_object(step.objects)}"
    if k == "sacrifice":
        return f"Sacrifiez {_object(step.objects)}"
    if k == "create_token":
        what = (f"un jeton {step.token}" if step.count == 1
                else f"{step.count} jetons {step.token}")
        return f"Créez {what} {WHERE[step.where]}"
    if k == "move_expedition":
        which = {"target": "L'Expédition cible", "facing_me": "L'Expédition en face de moi",
                 "mine": "Mon Expédition"}[step.expedition]
        move = "avance d'une région" if step.direction == "forward" else "recule d'une région"
        return f"{which} {move}"
    if k == "switch_expeditions":
        subj = describe_select(step.objects)
        return ("je change d'Expédition" if subj == "je" else f"{subj} change d'Expédition")
    if k == "put_from_hand":
        zone = "en Réserve" if step.zone == "reserve" else "en Mana"
        return f"Mettez une carte de votre main {zone}"
    if k == "may" and step.cost is not None:
        return (f"Vous pouvez {render_may_cost(step.cost)}. Si vous le faites, "
                f"{_lower_first(render_steps(step.steps))}")
    if k == "may":
        return f"Vous pouvez : {_lower_first(render_steps(step.steps))}"
    if k == "roll_die":
        parts = []
        for o in step.outcomes:
            if (o.low, o.high) == (1, 6):
                return f"Lancez un dé. {render_steps(o.steps)}"
            rng = f"{o.low}" if o.low == o.high else (
                f"{o.low}+" if o.high == 6 else f"{o.low}-{o.high}")
            parts.append(f"sur {rng}, {_lower_first(render_steps(o.steps))}")
        return "Lancez un dé : " + " ; ".join(parts)
    if k == "choose_one":
        return "Choisissez-en un : " + " / ".join(render_steps(m) for m in step.modes)
    if k == "gain_counters":
        counters = "compteur" if step.amount == 1 else "compteurs"
        return f"je gagne {step.amount} {counters} {step.counter.capitalize()}"
    if k == "next_play":
        what = describe_filter(step.filter).replace(" que vous contrôlez", "")
        fem = _noun(step.filter, False)[1]
        src = " depuis votre main" if step.from_hand_only else ""
        src = " depuis votre Réserve" if step.from_reserve_only else src
        effects = []
        if step.free:
            effects.append("est gratuit" + ("e" if fem else ""))
        if step.cost_change < 0:
            effects.append(f"coûte {{{-step.cost_change}}} de moins")
        if step.cost_change > 0:
            effects.append(f"coûte {{{step.cost_change}}} de plus")
        if step.boosts:
            effects.append(f"gagne {_plural(step.boosts, 'boost')}")
        if step.loses_fleeting:
            effects.append("perd Fugace")
        if step.activates_reserve_abilities:
            effects.append("active ses capacités {R} (comme s'il avait été joué depuis la Réserve)")
        if step.gains_status:
            effects.append(f"gagne {STATUS[step.gains_status][0]}")
        period = "ce tour-ci" if step.duration == "turn" else "cet Après-midi"
        first = "La prochaine" if fem else "Le prochain"
        then = (". Si vous le jouez depuis votre main, il perd Fugace"
                if step.loses_fleeting_from_hand else "")
        return f"{first} {what} que vous jouez{src} {period} " + " et ".join(effects) + then
    if k == "activate_joins" and step.each_may:
        return (f"Pour chaque {describe_filter(step.objects.filter)}, vous pouvez activer ses "
                "capacités {J}")
    if k == "activate_joins":
        return f"Activez les capacités {{J}} de {_object(step.objects)}"
    if k == "choose_target":
        return f"Ciblez {_object(step.objects).replace(' cibles', '').replace(' cible', '')}"
    if k == "reserve_to_hand":
        what = describe_filter(step.filter)
        return f"Renvoyez {_article(step.filter)} autre {what} de votre Réserve dans votre main"
    if k == "after_you":
        return "Après vous"
    if k == "discard_from_hand":
        who = WHO[step.who]
        poss = "votre" if not who else "sa"
        what = (f"{poss} main" if step.whole_hand else
                (f"une carte de {poss} main" if step.count == 1
                 else f"{step.count} cartes de {poss} main"))
        return f"{who}défausse {what}" if who else f"Défaussez {what}"
    if k == "exhaust":
        return f"Épuisez {_object(step.objects)}"
    if k == "ready":
        return f"Redressez {_object(step.objects)}"
    if k == "play_me_for_free":
        gains = f" et je gagne {STATUS[step.then_gains][0]}" if step.then_gains else ""
        return f"Jouez-moi gratuitement{gains}"
    if k == "cant_move_forward":
        which = "L'Expédition cible ne peut" if step.expedition == "target" else "Les Expéditions ne peuvent"
        return f"{which} pas avancer ce Jour"
    if k == "if":
        return f"Si {render_step_condition(step.condition)}, {_lower_first(render_steps(step.steps))}"
    if k == "reveal_top":
        return "Révélez la carte du dessus de votre Deck"
    if k == "play_or_take_it":
        return "Vous pouvez la jouer gratuitement ou la mettre dans votre main"
    if k == "discard_reserve":
        return "Défaussez votre Réserve" if step.who == "you" else f"{WHO[step.who]}défausse sa Réserve"
    if k == "modify_die":
        return f"Augmentez le résultat de {step.amount}"
    if k == "after_rest":
        return f"{render_steps(step.steps)} après le Repos"
    if k == "win_game":
        return "Vous gagnez la partie"
    if k == "put_revealed":
        what = describe_filter(step.filter, plural=True).replace(" que vous contrôlez", "")
        fem = _noun(step.filter, False)[1]
        gains = ""
        if step.then_gains:
            gains = f". {'Elles' if fem else 'Ils'} gagnent {STATUS[step.then_gains][0]}"
        return (f"Révélez les {step.reveal} cartes du dessus de votre Deck. Choisissez jusqu'à "
                f"{step.count} {what} parmi ces cartes et mettez-les dans vos Expéditions{gains}. "
                "Défaussez les autres cartes")
    if k == "deck_to_mana":
        return render_deck_to_mana(step)
    if k == "discard_mana_orb":
        then = f". Si vous le faites, {_lower_first(render_steps(step.then))}" if step.then else ""
        return f"Défaussez un de vos Orbes de Mana{then}"
    if k == "put_me_in":
        return "Mettez-moi en Réserve"
    raise ValueError(f"no French rendering for step kind {k!r}")


def render_deck_to_mana(step: ab.DeckToMana) -> str:
    orbs = "comme Orbe de Mana épuisé" if step.count == 1 else "comme Orbes de Mana épuisés"
    if step.who == "you":
        top = ("la carte du dessus" if step.count == 1
               else f"les {step.count} cartes du dessus")
        return f"Mettez {top} de votre Deck dans votre zone de Mana ({orbs})"
    top = "la carte du dessus" if step.count == 1 else f"les {step.count} cartes du dessus"
    return f"{WHO[step.who]}met {top} de son Deck dans sa zone de Mana ({orbs})"


def _object(s: ab.Select) -> str:
    """A selection as an object: 'me' is 'moi', 'it' is 'le'."""
    text = describe_select(s)
    return {"je": "moi", "il": "celui-ci"}.get(text, text)


def render_step_condition(c: ab.StepCondition) -> str:
    parts = []
    if c.controls is not None:
        what = describe_filter(c.controls, plural=c.at_least > 1).replace(" que vous contrôlez", "")
        count = _article(c.controls) if c.at_least == 1 else f"au moins {c.at_least}"
        parts.append(f"vous contrôlez {count} {what}")
    if c.first_player is True:
        parts.append("vous êtes le premier joueur")
    if c.first_player is False:
        parts.append("vous n'êtes pas le premier joueur")
    if c.fewer_mana_orbs_than is not None:
        parts.append(f"vous avez moins de {c.fewer_mana_orbs_than} Orbes de Mana")
    if c.zero_base_stats is not None:
        count = "une" if c.zero_base_stats == 1 else f"au moins {c.zero_base_stats}"
        stat = "statistique de base" if c.zero_base_stats == 1 else "statistiques de base"
        parts.append(f"vous avez {count} {stat} à 0 parmi les Personnages que vous contrôlez")
    if c.my_counters is not None:
        parts.append(render_counters(c.my_counters))
    if c.it_is is not None:
        noun, fem = _noun(c.it_is, False)
        parts.append(f"c'est {'une' if fem else 'un'} {describe_filter(c.it_is)}")
    if c.my_boosts_at_least is not None:
        parts.append(f"j'ai au moins {_plural(c.my_boosts_at_least, 'boost')}")
    if c.my_boosts_at_most is not None:
        parts.append(f"j'ai {_plural(c.my_boosts_at_most, 'boost')} ou moins")
    return " et ".join(parts) or "toujours"


def render_counters(c: ab.CounterCount) -> str:
    parts = []
    if c.at_least is not None:
        parts.append(f"au moins {c.at_least}")
    if c.less_than is not None:
        parts.append(f"moins de {c.less_than}")
    return f"j'ai {' et '.join(parts)} compteurs {c.counter.capitalize()}"


def render_may_cost(c: ab.MayCost) -> str:
    parts = []
    if c.mana:
        parts.append(f"payer {{{c.mana}}}")
    if c.exhaust_me:
        parts.append("m'épuiser")
    for name, n in c.spend_counters.items():
        parts.append(f"dépenser {n} de mes compteurs {name.capitalize()}")
    if c.discard_from_reserve:
        parts.append(f"défausser {_plural(c.discard_from_reserve, 'carte')} de votre Réserve")
    if c.put_from_hand_in_reserve:
        what = "une carte" if c.put_from_hand_in_reserve == 1 else f"{c.put_from_hand_in_reserve} cartes"
        parts.append(f"mettre {what} de votre main en Réserve")
    if c.discard_any_from_reserve:
        parts.append("défausser autant de cartes que vous le voulez de votre Réserve")
    if c.sacrifice_me:
        parts.append("me sacrifier")
    return " et ".join(parts)


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def _elide(text: str) -> str:
    for full, short in ((" de un ", " d'un "), (" de une ", " d'une "), (" que il ", " qu'il ")):
        text = text.replace(full, short)
    return text


def render_steps(steps: list[Any]) -> str:
    return _elide(". ".join(_upper_first(render_step(s)) for s in steps))


def render_cost(cost: ab.Cost) -> str:
    parts = []
    if cost.exhaust_me:
        parts.append("{T}")
    if cost.mana:
        parts.append(f"{{{cost.mana}}}")
    if cost.discard_me:
        parts.append("{D}")
    if cost.discard_from_reserve:
        parts.append(f"Défaussez {_plural(cost.discard_from_reserve, 'carte')} de votre Réserve")
    if cost.sacrifice_character:
        parts.append("Sacrifiez un Personnage")
    for name, n in cost.spend_counters.items():
        parts.append(f"Dépensez {n} de mes compteurs {name.capitalize()}")
    return ", ".join(parts) or "Sans coût"


def render_trigger(t: ab.Trigger) -> str:
    if t.on == "you_play":
        f = t.filter or ab.Filter(type="card")
        return f"Quand vous jouez {_article(f)} {describe_filter(f)} —"
    if t.on == "expedition_moves_forward" and t.terrain:
        return f"Quand une de vos Expéditions avance grâce à {TERRAIN[t.terrain]} —"
    if t.on == "character_joins_yours":
        f = t.filter or ab.Filter()
        return f"Quand {_article(f)} {describe_filter(f)} rejoint vos Expéditions —"
    if t.on == "you_sacrifice":
        f = t.filter or ab.Filter(type="object")
        return f"Quand vous sacrifiez {_article(f)} {describe_filter(f)} —"
    if t.during == "afternoon":
        return TRIGGERS[t.on].replace(" —", " pendant l'Après-midi —")
    if t.on == "goes_to_reserve" and t.from_zone:
        return f"Quand je vais en Réserve depuis {FROM_ZONE[t.from_zone]} —"
    return TRIGGERS[t.on]


def render_condition(c: ab.Condition) -> str:
    if c.first_player is True:
        return " si vous êtes le premier joueur,"
    if c.first_player is False:
        return " si vous n'êtes pas le premier joueur,"
    if c.was_fleeting is True:
        return " si j'étais Fugace,"
    if c.was_fleeting is False:
        return " si je n'étais pas Fugace,"
    if c.first_of_afternoon:
        return " si c'est la première carte de son type que vous jouez cet Après-midi,"
    if c.not_first_day:
        return " si ce n'est pas le premier Jour,"
    if c.my_counters is not None:
        return f" si {render_counters(c.my_counters)},"
    if c.controls_each_status:
        first, *rest = [f"Personnage {STATUS[s][0]}" for s in c.controls_each_status]
        others = ["un autre", "encore un autre"] + ["encore un autre"] * len(rest)
        words = [f"un {first}"] + [f"{others[i]} {w}" for i, w in enumerate(rest)]
        listed = ", ".join(words[:-1]) + " et " + words[-1] if len(words) > 1 else words[0]
        return f" si vous contrôlez {listed},"
    return ""


def render_ability(a: Any) -> str:
    if isinstance(a, ab.Reaction):
        condition = render_condition(a.condition)
        steps = render_steps(a.effect)
        return f"{render_trigger(a.trigger)}{condition} {_lower_first(steps) if condition else steps}."
    if isinstance(a, ab.QuickAction) and a.condition.my_counters is not None:  # an ability I gain
        inner = render_ability(a.model_copy(update={"condition": ab.Condition()}))
        return f"Si {render_counters(a.condition.my_counters)}, j'ai « {inner} »"
    if isinstance(a, ab.QuickAction):
        only = render_condition(a.condition).strip(" ,")
        limit = f" Seulement {only}." if only else ""
        if a.cost.more_if_not_first_player:
            limit += (f" Cette action coûte {{{a.cost.more_if_not_first_player}}} de plus si vous "
                      "n'êtes pas le premier joueur.")
        return f"{render_cost(a.cost)} : {render_steps(a.effect)}.{limit}"
    if isinstance(a, ab.SpellEffect):
        return f"{render_steps(a.steps)}."
    if isinstance(a, ab.PassiveAbility):
        return render_passive(a.effect)
    raise ValueError(f"no French rendering for ability {type(a).__name__}")


def render_passive(p: Any) -> str:
    if p.kind == "grant_keywords":
        words = ", ".join(keyword_names(p.keywords))
        if p.to is None:
            text = f"Je suis {words}"
        else:
            what = describe_filter(p.to, plural=True).replace(" que vous contrôlez", "")
            verb = "ont" if p.keywords.tough or p.keywords.scout is not None else "sont"
            text = f"Les {what} que vous contrôlez {verb} {words}"
        if p.unless is not None:
            text += f" sauf si {render_step_condition(p.unless)}"
        if p.condition is not None:
            text = f"Si {render_step_condition(p.condition)}, {_lower_first(text)}"
        return text + "."
    if p.kind == "tough_x":
        if p.x == "regions_between_expeditions":
            x = "le nombre de régions entre vos Expéditions Héros et Compagnon"
        else:
            f = (p.filter or ab.Filter()).model_copy(update={"controller": "any"})
            x = f"le nombre de {describe_filter(f, plural=True)} que vous contrôlez"
        return f"Coriace X, où X est {x}."
    if p.kind == "triggers_cant_activate":
        marks = [TRIGGERS[t] for t in p.triggers]
        listed = marks[0] if len(marks) == 1 else ", ".join(marks[:-1]) + " et " + marks[-1]
        return f"Les capacités {listed} des Personnages en face de moi ne peuvent pas s'activer."
    if p.kind == "expeditions_cant_move_forward":
        return "Votre autre Expédition et l'Expédition en face d'elle ne peuvent pas avancer."
    if p.kind == "min_play_cost":
        f = p.filter.model_copy(update={"controller": "any"})
        return (f"Les {describe_filter(f, plural=True)} que vos adversaires jouent ne peuvent pas "
                f"coûter moins de {{{p.minimum}}}.")
    if p.kind == "cant_be_played":
        return f"Je ne peux pas être joué si {render_step_condition(p.condition)}."
    if p.kind == "dice_advantage":
        return "Quand vous lancez des dés, lancez-en un de plus et ignorez le résultat de votre choix."
    if p.kind == "resupply_reveal":
        return ("Au lieu de vous ravitailler, révélez vos deux cartes du dessus : l'une va en "
                "Réserve, l'autre est défaussée.")
    if p.kind == "cost_option":
        return (f"Quand vous me jouez, vous pouvez défausser "
                f"{_plural(p.discard_from_reserve, 'carte')} de votre Réserve pour que je coûte "
                f"{{{p.reduce}}} de moins.")
    if p.kind == "morning_change":
        draw = "piochez une seule carte" if p.draw == 1 else f"piochez {_plural(p.draw, 'carte')}"
        text = f"Pendant le Matin, {draw}."
        if p.not_first_day:
            text = f"Si ce n'est pas le premier Jour, pendant le Matin, {draw}."
        if p.expand_from_deck:
            text += (" Puis, mettez la carte du dessus de votre Deck dans votre Zone de Mana au lieu "
                     "d'une carte de votre main.")
        return text
    if p.kind == "played_fleeting":
        what = describe_filter(p.filter, plural=True)
        return f"Les {what} que vous jouez sont Fugaces."
    if p.kind == "regions_are":
        return f"Toutes les régions sont {TERRAIN_NAME[p.terrain]} et perdent leurs autres types."
    if p.kind == "grant_ability":
        what = describe_filter(p.to, plural=True).replace(" que vous contrôlez", "")
        return f"Vos {what} ont : « {render_ability(p.ability)} »"
    if p.kind == "start_counters":
        return f"Je commence la partie avec {_plural(p.amount, 'compteur')} {p.counter.capitalize()}."
    if p.kind == "die_bonus":
        return (f"Si vous deviez lancer un dé, vous pouvez ajouter {p.amount} à son résultat "
                "(choisissez après avoir vu le résultat).")
    if p.kind == "leave_to_mana":
        when = "Si je devais quitter la zone d'Expédition" + (
            " alors que je suis boosté" if p.while_boosted else "")
        orb = "(comme Orbe de Mana épuisé)"
        if not p.optional:
            return f"{when}, mettez-moi dans la zone de Mana de mon propriétaire à la place {orb}."
        otherwise = (f" Si vous ne le faites pas, {_lower_first(render_steps(p.otherwise))}."
                     if p.otherwise else "")
        return f"{when}, vous pouvez me mettre dans la zone de Mana de mon propriétaire {orb}.{otherwise}"
    raise ValueError(f"no French rendering for passive {p.kind!r}")


def render_text(card: CardDef) -> str:
    """The full French text box of a card: keywords, abilities, then support abilities."""
    lines = []
    words = keyword_names(card.keywords)
    if words:
        lines.append(". ".join(words) + ".")
    lines += [render_ability(a) for a in card.abilities]
    lines += [f"[Soutien] {render_ability(a)}" for a in card.support]
    return "\n".join(lines)
