"""French for the lessons' interface texts (altered_tui/lessons, ui/screens/lesson*.py).

Kept apart from fr.py so the lessons can add their entries here; the i18n tests check that
every _() text in the package has an entry in fr.py or an fr_*.py module."""

from __future__ import annotations

FR: dict[str, str] = {
    "Next step": "Étape suivante",
    "Next lesson": "Leçon suivante",
    "Lesson list": "Liste des leçons",
    "Stay on the board": "Rester sur le plateau",
    "Lesson": "Leçon",
    "Goal": "Objectif",
    "Lessons — learn Altered step by step. Choose one with ↑/↓ and Enter.":
        "Leçons — apprenez Altered pas à pas. Choisissez-en une avec ↑/↓ et Entrée.",
    "That was the last lesson. Enter: back to the list.":
        "C'était la dernière leçon. Entrée : retour à la liste.",
    "l: lesson list    esc: stay on this board": "l : liste des leçons    échap : rester sur ce plateau",
    "Goal reached.": "Objectif atteint.",
    "Goal reached!": "Objectif atteint !",
    "Step": "Étape",
    "Enter: next lesson — {title}": "Entrée : leçon suivante — {title}",
    "space: next step": "espace : étape suivante",
    "Restart lesson": "Recommencer la leçon",
    "r: restart the lesson": "r : recommencer la leçon",
    # explain mode and "why?"
    "Explain": "Expliquer",
    "Explain mode on: phases and daily effects are narrated in the log":
        "Mode explication activé : les phases et les effets quotidiens sont racontés dans le journal",
    "Explain mode off": "Mode explication désactivé",
    "Why?": "Pourquoi ?",
    "Earlier line": "Ligne précédente",
    "Later line": "Ligne suivante",
    "no terrain": "aucun terrain",
    "Terrain by terrain:": "Terrain par terrain :",
    "So it moves forward one region [4.2.4.b].": "Elle avance donc d'une région [4.2.4.b].",
    "So it stays where it is [4.2.4.i].": "Elle reste donc où elle est [4.2.4.i].",
    "No rule number was given for this event.": "Aucun numéro de règle pour cet événement.",
    "{who}'s {side} Expedition, region {region} ({terrains}).":
        "Expédition {side} de {who}, région {region} ({terrains}).",
    "Its totals Forest/Mountain/Water: {f}/{m}/{w}; the facing Expedition: {ff}/{fm}/{fw}.":
        "Ses totaux Forêt/Montagne/Eau : {f}/{m}/{w} ; l'Expédition d'en face : {ff}/{fm}/{fw}.",
    "It is blocked: {why}": "Elle est bloquée : {why}",
    "A player wins once a total reaches 7 (met) or more (crossed) and is greater than the "
    "other; equal totals of 7 or more start tiebreakers.":
        "Un joueur gagne quand un total atteint 7 (rencontre) ou plus (croisement) et dépasse "
        "celui de l'autre ; des totaux égaux de 7 ou plus lancent les départages.",
    "Rule: {rule} of the Complete Rules.": "Règle : {rule} des Règles complètes.",
    "Both Expeditions added up: Forest {f}, Mountain {m}, Water {w}.":
        "Les deux Expéditions additionnées : Forêt {f}, Montagne {m}, Eau {w}.",
    "Terrains won (greater than the rival's and above zero): {won}.":
        "Terrains gagnés (supérieurs à ceux de l'adversaire et au-dessus de zéro) : {won}.",
    "Total distances from the starting regions: {a} for {p1}, {b} for {p2}.":
        "Distances totales depuis les régions de départ : {a} pour {p1}, {b} pour {p2}.",
}
