"""The catalogue's words, marked for translation: each game's name and each option's description
as the games declare them (service/games), so that ``pybabel extract`` puts them in the
``messages`` catalogue and GET /v1/games can answer in the language of Accept-Language.

The games keep plain English strings; :mod:`service.api.catalogue` looks each up here on the way
out. tests/i18n/test_catalogue_words.py fails when a game's name or an option's description is
missing from this list (a text changed in a game and not here would be sent untranslated).
"""

from __future__ import annotations

from typing import Final

from service.core.text import Text, msg

#: The games' names that are not already written with ``msg`` where the game is declared.
NAMES: Final[tuple[Text, ...]] = (
    msg("Kasino misär"),
    msg("Dragkasino"),
    msg("Mulle (Sassersson)"),
    msg("Byggkasino"),
    msg("Mulle (Glimne)"),
    msg("800 (Snapphanalegen)"),
    msg("1000"),
    msg("150"),
    msg("Fjabbe"),
)

#: The note on a default that depends on other options.
DEPENDS: Final = msg("depends on other options; see the description")

#: Every option's description.
DESCRIPTIONS: Final[tuple[Text, ...]] = (
    msg(
        '"Taget!": a discard that could have been laid off may be claimed by another '
        "player and laid off in front of him, until the next player draws."
    ),
    msg(
        "A card that can capture must capture, and leave nothing it could have taken at "
        "the value used; a card that cannot capture may still be played (MISAR-FORCE-4/5,"
        " AKF-13)."
    ),
    msg(
        "A card that can capture must capture, and the capture must be maximal (MISAR-"
        "FORCE-4/5); forced tabbe does not apply."
    ),
    msg(
        "A card that can capture must capture, maximally (MISAR-FORCE-4/5). Default false"
        " with base kasino (KAS-VAR-3), true with base misar (MISAR-VAR-2)."
    ),
    msg(
        "A new simple build is the played card and one loose card; a new part holding the"
        " played card has at most two cards; parts of loose cards only are unrestricted."
    ),
    msg(
        "A player who reaches the target with storan, lillan and aces captured this deal "
        "may announce it and win at once (AKF-10)."
    ),
    msg(
        "A simple build and one or more loose cards may form one group, captured by a "
        "card of their total; one build per group, never a compound build (AKF-26, EX-"
        "BYGG-14)."
    ),
    msg(
        "A tie for the most points at the end of a match: spades_last_deal = most spades "
        "in the last deal, then a shared win (AKF-06, AKF-07); play_more_deals = further "
        "complete deals until one side alone leads (AKF-08)."
    ),
    msg(
        "Base kasino: Match target; null plays single deals (KAS-MATCH-2). Default 16, or"
        " 21 with Överspader (AKF-11). Base misar: null, its match option decides."
    ),
    msg(
        "Base misar only (default true there): Forced tabbe (tvångstabbe): a player who "
        "can sweep the table must play such a card and take every table card with it "
        "(MISAR-FORCE-1)."
    ),
    msg(
        "Base misar only (null with base kasino, whose target decides): single: each deal"
        " on its own, the lowest score wins (MISAR-SCORE-2, AKF-16); elimination: after "
        "each deal players with 21 or more are out and the rest play on, the last one "
        "left wins (MISAR-MATCH-1…3, AKF-17, AKF-18)."
    ),
    msg(
        "Byggkasino's building options (BYGG-VAR-1…4); two_card_simple_builds defaults to"
        " true, the others to false (AKF-43)."
    ),
    msg("Deal seven cards to every player whatever the player count (R500-DEAL-1)."),
    msg(
        "Each player may raise one and the same simple build at most once, counted on the"
        " build's own history (AKF-25)."
    ),
    msg("Each recorded tabbe scores 1; false: tabbes score nothing and are not marked."),
    msg(
        "Forced tabbe (tvångstabbe): a player who can sweep the table must play such a "
        "card and take every table card with it (MISAR-FORCE-1)."
    ),
    msg("Four players as two partnerships, seats 0 & 2 against 1 & 3 (KAS-PART-1)."),
    msg(
        "Four players as two teams, seats 0 & 2 against 1 & 3, piles pooled and one score"
        " per team (AKF-39)."
    ),
    msg(
        "Lay-offs may go round the corner (K-A-2, R500-CORNER-1); false makes every ace "
        "in a run either low or high (R500-CORNER-4). Melds never go round the corner."
    ),
    msg(
        "Match target; null plays single deals (KAS-MATCH-2). Default 16, or 21 with "
        "Överspader (AKF-11)."
    ),
    msg("No points for most spades; each side scores 1 per captured spade beyond six."),
    msg(
        "No sweep is recorded while any player's (team's) running score is 10 or more "
        "(FIN-SWEEP-4, AKF-35)."
    ),
    msg(
        "Null: single deals, most points wins, equal first place shared; a number: a "
        "match to that target played like Kasino's, ties to most spades in the last deal "
        "(MULLE-S-11, AKF-45)."
    ),
    msg(
        "Null: single deals, most points wins, ties shared; a number: a match to that "
        "target, ties to most spades in the last deal (MULLE-G-12, AKF-45)."
    ),
    msg(
        "Play with the joker (53 cards); false plays the 52-card deck and voids every "
        "R500-JOKER rule."
    ),
    msg(
        "Points to win; reached by points credited at capture, the match ends at once "
        "(FIN-MATCH-1)."
    ),
    msg(
        "Preset over the S3/S2 differences that apply to misär: s2 sets valuation 'aces' "
        "and sistan_point true; options given explicitly override it."
    ),
    msg(
        "Preset over the S3/S2 differences: s2 sets valuation 'aces', sistan_point true "
        "and tie_rule 'spades_last_deal'; options given explicitly override it."
    ),
    msg(
        "Storan, lillan or an ace from the hand captures only builds of 16, 15 or 14 — "
        "never loose cards or groups (EX-BYGG-13)."
    ),
    msg("Sweeps in the last round are not recorded at all (FIN-SWEEP-3, AKF-36)."),
    msg(
        "The game played with drawing: kasino (section 3, all Kasino options) or misar "
        "(section 4, the misär options; AKF-20)."
    ),
    msg("The last capturer of the deal scores 1 point for sistan (the boat)."),
    msg("The match target with match 'target' (BYGG-MATCH-2)."),
    msg(
        "Two sides only (2 players, or 4 in partnerships): a tabbe cancels one of the "
        "other side's marks instead of being marked while the other side has any."
    ),
    msg(
        "Values of storan (10D), lillan (2S) and aces: aces = storan 10, lillan 2, aces "
        "14/1 (S2's Swedish Kasino); choice = 16/10, 15/2, 14/1 at the player's choice; "
        "handtable = high from the hand, low on the table (CORE-CARD-4)."
    ),
    msg(
        "Values of storan (10D), lillan (2S) and aces: choice = 16/10, 15/2, 14/1 at the "
        "player's choice; aces = storan 10, lillan 2, aces 14/1; handtable = high from "
        "the hand, low on the table (CORE-CARD-4)."
    ),
    msg("When every player (team) has an uncancelled sweep, each loses one (FIN-SWEEP-2)."),
    msg(
        "With partnerships: added_points scores each player alone and adds partners' "
        "points; pooled_piles pools the partners' captured cards before counting "
        "(AKF-12)."
    ),
    msg(
        "lowest_value: the side owing a card for the Fjønt gives a lowest-valued card it "
        "has won in tricks, automatically, as soon as it has one; any: the Fjønt's player"
        " names any card his side has won in tricks as his next step (AMBIGUITY A800-16, "
        "A800-17)."
    ),
    msg(
        "reject: every illegal play is refused; penalize: plays for which the sources "
        "define a penalty are accepted and penalized (AKF-04). Byggkasino: a forbidden "
        "trail is penalized (BYGG-PEN-3: the single deal is lost; BYGG-PEN-5: 2 points to"
        " every other side and the card goes back). A default on a build is penalized in "
        "both modes (BYGG-PEN-1, AKF-05)."
    ),
    msg(
        "reject: every illegal play is refused; penalize: plays for which the sources "
        "define a penalty are accepted and penalized (AKF-04). Finnish Kasino defines "
        "none, so both refuse."
    ),
    msg(
        "reject: every illegal play is refused; penalize: plays for which the sources "
        "define a penalty are accepted and penalized (AKF-04). Kasino defines none, so "
        "both refuse."
    ),
    msg(
        "reject: every illegal play is refused; penalize: plays for which the sources "
        "define a penalty are accepted and penalized (AKF-04). Misär: a play that misses "
        "a forced tabbe is accepted and its player gets 5 penalty points for the deal "
        "(MISAR-FORCE-2); every other illegal play is still refused (MISAR-FORCE-6, "
        "AKF-15)."
    ),
    msg(
        "reject: every illegal play is refused; penalize: plays for which the sources "
        "define a penalty are accepted and penalized (AKF-04). Mulle Glimne, single "
        "deals: a forbidden trail loses the deal (BYGG-PEN-3, AKF-43); a default on a "
        "build loses it in both modes (BYGG-PEN-1/2). In a match to a target, "
        "Byggkasino's match penalties instead: 2 points to the others and the card back "
        "(BYGG-PEN-5); a default gives them 5 and breaks the builds up (BYGG-PEN-4, D6)."
    ),
    msg(
        "reject: every illegal play is refused; penalize: plays for which the sources "
        "define a penalty are accepted and penalized (AKF-04). Mulle defines none, so "
        "both refuse."
    ),
    msg(
        "reject: every illegal play is refused; penalize: plays for which the sources "
        "define a penalty are accepted and penalized (AKF-04). With base misar a play "
        "that misses a forced tabbe is accepted with 5 penalty points (MISAR-FORCE-2); "
        "every other illegal play is refused."
    ),
    msg(
        "single: each deal on its own, the lowest score wins (MISAR-SCORE-2, AKF-16); "
        "elimination: after each deal players with 21 or more are out and the rest play "
        "on, the last one left wins (MISAR-MATCH-1…3, AKF-17, AKF-18)."
    ),
    msg(
        "single: one deal, most points wins, ties shared (AKF-32); target: first to "
        "`target` after a deal, ties play off (2 or 4 players); three_deals: three deals,"
        " everyone deals once, ties play off (3 players). Default target for 2 and 4 "
        "players, three_deals for 3; the other combinations are refused (AKF-32)."
    ),
    msg("spade_aces: each AS scores 2, other aces nothing (AKF-46); all_aces: every ace 2."),
    msg(
        "table: plus for one's cards on the table, minus for one's hand (R500-SCORE-*); "
        "collect: the player who goes out scores the opponents' hands at face value."
    ),
)

#: The words above by their English text.
WORDS: Final[frozenset[str]] = frozenset(map(str, (*NAMES, *DESCRIPTIONS, DEPENDS)))
