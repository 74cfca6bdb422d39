"""Byggkasino rule by rule (reference §6): every BYGG-* rule ID with a legal and an illegal (or,
for a descriptive rule, a behavioural) case, all through the HTTP API on hand-written states.

The holding duty (BYGG-HOLD-1…6, BYGG-PART-1…4) has several positions each, and the penalties
(BYGG-PEN-1…8) are played with ``enforcement: "penalize"`` in a single deal and in a match,
including a default found at the start of a turn (AKF-28, decision D4) and a forbidden trail
in a match (decision D5). The worked examples are in `vectors/byggkasino.yaml`.

Positions: two players unless stated, seat 1 deals, seat 0 (forehand) moves, round 2 of the
deal (the stock holds the later rounds); with four players seat 3 deals and seats 0 & 2 play
against 1 & 3. A build's creator holds a card of its value unless the test says otherwise.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from flask.testing import FlaskClient

from service.games import find_game
from service.games.fishing.engine import FishingGame
from service.games.fishing.state import FishingMove, Phase
from service.games.fishing.wire import state_from_plain
from tests.building.test_vectors import (
    BYGG,
    DECKS,
    GLIMNE,
    expect_builds,
    listing,
    make_state,
    needs_bygg,
    parse_key,
    plays_of,
    post,
)

pytestmark = needs_bygg

Plain = dict[str, Any]


# -- helpers ---------------------------------------------------------------------------------


def B(  # noqa: N802 - a build spec reads like a literal
    id: str,
    value: int,
    parts: Sequence[Sequence[str]],
    by: int | None = None,
    history: Sequence[Sequence[Any]] | None = None,
    creation_value: int | None = None,
) -> Plain:
    spec: Plain = {"id": id, "value": value, "parts": [list(p) for p in parts]}
    if by is not None:
        spec["by"] = by
    if history is not None:
        spec["history"] = [list(step) for step in history]
    if creation_value is not None:
        spec["creation_value"] = creation_value
    return spec


def state(client: FlaskClient, **kw: Any) -> Plain:
    return make_state(client, BYGG, **kw)


def validate(client: FlaskClient, st: Plain, move: Mapping[str, Any]) -> Plain:
    body = {"state": st, "move": {"player": st["to_move"], **move}}
    response = post(client, BYGG, "validate", body)
    assert response.status_code == 200, response.get_json()
    verdict: Plain = response.get_json()
    return verdict


def legal(client: FlaskClient, st: Plain, move: Mapping[str, Any]) -> Plain:
    """Validate says legal and apply succeeds; the apply response."""
    verdict = validate(client, st, move)
    assert verdict["legal"], verdict
    body = {"state": st, "move": {"player": st["to_move"], **move}}
    response = post(client, BYGG, "apply", body)
    assert response.status_code == 200, response.get_json()
    result: Plain = response.get_json()
    return result


def illegal(
    client: FlaskClient, st: Plain, move: Mapping[str, Any], *rules: str, text: str | None = None
) -> list[Plain]:
    """Validate refuses (citing one of ``rules``) and apply is a 422 with the same violations."""
    verdict = validate(client, st, move)
    assert not verdict["legal"], verdict
    found = [v["rule"] for v in verdict["violations"]]
    if rules:
        assert found[0] in rules, verdict  # the governing rule comes first
    if text is not None:
        assert any(text in v["message"] for v in verdict["violations"]), verdict
    body = {"state": st, "move": {"player": st["to_move"], **move}}
    response = post(client, BYGG, "apply", body)
    assert response.status_code == 422, response.get_json()
    problem = response.get_json()
    assert problem["code"] == "illegal_move"
    assert problem["violations"] == verdict["violations"]
    violations: list[Plain] = verdict["violations"]
    return violations


def plays(client: FlaskClient, st: Plain, card: str) -> list[tuple[Any, ...]]:
    return plays_of(client, BYGG, st, card)


def keys(card: str, *texts: str) -> list[tuple[Any, ...]]:
    return sorted((parse_key(card, text) for text in texts), key=repr)


def types(result: Plain) -> list[str]:
    return [event["type"] for event in result["events"]]


def build(
    value: int, *parts: Sequence[str], onto: str | None = None, merge: Sequence[str] = ()
) -> Plain:
    play: Plain = {"value": value, "parts": [list(p) for p in parts]}
    if onto is not None:
        play["onto"] = onto
    if merge:
        play["merge"] = list(merge)
    return play


def finish(
    client: FlaskClient,
    piles: Mapping[int, Sequence[str]],
    rest_to: int,
    *,
    players: int = 2,
    options: Mapping[str, Any] | None = None,
    tabbar: Mapping[int, int] | None = None,
    history: Sequence[Sequence[int]] | None = None,
    zones: Mapping[str, Sequence[int]] | None = None,
    last_card: str = "KD",
) -> Plain:
    """The last play of a deal: the dealer trails ``last_card`` and the deal is scored; the
    apply response. The trail is onto one card the piles leave over (else one of ``rest_to``'s
    pile), which ``rest_to``, the last capturer, takes with it as leftovers, so the piles end
    as given; an empty table could only follow a recorded tabbe, which would score
    (CORE-TABBE-1)."""
    used = Counter(card for pile in piles.values() for card in pile) + Counter([last_card])
    left = Counter(DECKS[BYGG]) - used
    closing = next((card for card in DECKS[BYGG] if left[card]), None)
    if closing is None and len(piles.get(rest_to, ())) > 1:
        *kept, closing = piles[rest_to]
        piles = {**piles, rest_to: kept}
    st = state(
        client,
        table=[] if closing is None else [closing],
        hand=[last_card],
        players=players,
        to_move=players - 1,
        round="last",
        piles=piles,
        rest_to=rest_to,
        options=options,
        tabbar=tabbar,
        history=history,
        zones=zones,
    )
    result = legal(client, st, {"card": last_card})
    assert result["deal_over"] is True
    return result


def points_by(result: Plain, rule_prefix: str = "") -> dict[int, int]:
    """Points per side of the finished deal's score items whose rule starts so."""
    totals: Counter[int] = Counter()
    for item in result["scores"]["items"]:
        if item["rule"].startswith(rule_prefix):
            totals[item["side"]] += item["points"]
    return dict(totals)


SPADES = [f"{r}S" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")]
HEARTS = [c[:-1] + "H" for c in SPADES]
DIAMONDS = [c[:-1] + "D" for c in SPADES]
CLUBS = [c[:-1] + "C" for c in SPADES]
NO_KD = [c for c in DIAMONDS if c != "KD"]


# -- 6.1 General, 6.2 Values, 6.3 The turn ---------------------------------------------------------


def test_bygg_gen_1_two_three_or_four_players_four_in_partnerships(client: FlaskClient) -> None:
    entry = client.get(f"/v1/games/{BYGG}").get_json()
    assert entry["players"] == [2, 3, 4]
    for players in (2, 3, 4):
        response = post(client, BYGG, "deals", {"players": players, "seed": 3})
        assert response.status_code == 200, response.get_json()
    refused = post(client, BYGG, "deals", {"players": 5, "seed": 3})
    assert refused.status_code == 422
    # four players: two partnerships, partners opposite, piles combined for scoring
    result = finish(client, {0: SPADES + ["AH"], 2: HEARTS[1:], 1: CLUBS, 3: NO_KD}, 0, players=4)
    assert result["scores"]["sides"] == [[0, 2], [1, 3]]
    # 27 cards 3, spades 1, lillan 1, AS AH 2; the other side storan 2, AD AC 2
    assert result["scores"]["totals"] == [7, 4]


def test_bygg_gen_2_deal_four_each_four_to_the_table_six_four_three_rounds(
    client: FlaskClient,
) -> None:
    for players, stock in ((2, 40), (3, 36), (4, 32)):
        dealt = post(client, BYGG, "deals", {"players": players, "seed": 5}).get_json()["state"]
        assert [len(hand) for hand in dealt["hands"]] == [4] * players
        assert len(dealt["table"]["cards"]) == 4 and dealt["table"]["builds"] == []
        assert len(dealt["stock"]) == stock and dealt["round"] == 1
    # a hand-written state with five table cards before the first play is refused
    dealt = post(client, BYGG, "deals", {"players": 2, "seed": 5}).get_json()["state"]
    bad = {
        **dealt,
        "table": {"cards": [*dealt["table"]["cards"], dealt["stock"][0]], "builds": []},
        "stock": dealt["stock"][1:],
    }
    response = post(
        client, BYGG, "validate", {"state": bad, "move": {"player": 0, "card": bad["hands"][0][0]}}
    )
    assert response.status_code == 422 and response.get_json()["code"] == "invalid_state"


def test_bygg_val_1_storan_16_from_the_hand_10_on_the_table(client: FlaskClient) -> None:
    st = state(client, table=["9H", "7S"], hand=["10D", "5C"])
    legal(client, st, {"card": "10D", "capture": ["9H", "7S"]})
    illegal(
        client, st, {"card": "10D", "capture": ["9H", "7S"], "values": {"10D": 10}}, "BYGG-VAL-1"
    )
    on_table = state(client, table=["10D", "4C"], hand=["10H", "6S"])
    legal(client, on_table, {"card": "10H", "capture": ["10D"]})
    # a table ace counts 1 inside a build: 7 + AH = 8
    built = state(client, table=["AH", "3C"], hand=["7C", "8S"])
    result = legal(client, built, {"card": "7C", "build": build(8, ["7C", "AH"])})
    expect_builds(result["state"]["table"]["builds"], [{"id": "b1", "value": 8}])


def test_bygg_val_2_no_hand_value_1_ace_never_takes_an_ace(client: FlaskClient) -> None:
    st = state(client, table=["AC", "2H", "10D"], hand=["AH", "2S", "10S"])
    illegal(client, st, {"card": "AH", "capture": ["AC"]}, "BYGG-VAL-2")
    illegal(client, st, {"card": "2S", "capture": ["2H"]}, "BYGG-VAL-2")
    legal(client, st, {"card": "10S", "capture": ["10D"]})  # a ten takes a loose storan
    ten_build = state(
        client,
        builds=[B("b1", 10, [["4C", "6H"]], by=1)],
        hand=["10D", "3S"],
        hands={1: ["10C", "KH"]},
    )
    illegal(client, ten_build, {"card": "10D", "capture": ["b1"]}, "BYGG-VAL-2")


def test_bygg_turn_1_exactly_one_card_one_way(client: FlaskClient) -> None:
    st = state(client, table=["4H", "2C", "7D"], hand=["5C", "JS", "7S"])
    for move in (
        {"card": "7S"},
        {"card": "7S", "capture": ["7D"]},
        {"card": "5C", "build": build(11, ["5C", "4H", "2C"])},
    ):
        result = legal(client, st, move)
        assert len(result["state"]["hands"][0]) == 2, move
    both = {"player": 0, "card": "7S", "capture": ["7D"], "build": build(11, ["7S", "4H"])}
    response = post(client, BYGG, "apply", {"state": st, "move": both})
    assert response.status_code == 422
    illegal(client, st, {"card": "9S"}, "CORE-TURN-2")


# -- 6.4 Capturing ------------------------------------------------------------------------------


def test_bygg_cap_1_loose_cards_and_groups(client: FlaskClient) -> None:
    st = state(client, table=["7H", "3S", "4D", "5C"], hand=["7S", "8C"])
    result = legal(client, st, {"card": "7S", "capture": ["7H", "3S", "4D"]})
    assert Counter(result["state"]["table"]["cards"]) == Counter(["5C"])
    illegal(client, st, {"card": "8C", "capture": ["4D", "5C"]}, "BYGG-CAP-1")


def test_bygg_cap_2_builds_whole_by_exact_value(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 7, [["2C", "5D"]], by=1)],
        table=["9C"],
        hand=["7S", "9S", "5S"],
        hands={1: ["7H", "KH", "QH"]},
    )
    result = legal(client, st, {"card": "7S", "capture": ["b1"]})
    assert result["state"]["table"]["builds"] == []
    illegal(client, st, {"card": "9S", "capture": ["b1"]}, "BYGG-CAP-2")
    # no card is taken out of a build
    illegal(client, st, {"card": "5S", "capture": ["5D"]}, "BYGG-BUILD-2", "BYGG-CAP-2")


def test_bygg_cap_3_build_value_not_added_to_loose_cards(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 7, [["2C", "5D"]], by=1)],
        table=["3C"],
        hand=["10H", "7S"],
        hands={1: ["7H", "KC"]},
    )
    illegal(client, st, {"card": "10H", "capture": ["b1", "3C"]}, "BYGG-CAP-3")
    result = legal(client, st, {"card": "7S", "capture": ["b1"]})
    assert result["state"]["table"]["cards"] == ["3C"]


def test_bygg_cap_4_several_builds_and_groups_at_once(client: FlaskClient) -> None:
    builds = [
        B("b1", 7, [["2C", "5D"]], by=1),
        B("b2", 7, [["3H", "4H"]], by=0),
        B("b3", 8, [["3S", "5S"]], by=1),
    ]
    st = state(
        client, builds=builds, table=["6C", "AD"], hand=["7S", "6D"], hands={1: ["7H", "8H"]}
    )
    result = legal(client, st, {"card": "7S", "capture": ["b1", "b2", "6C", "AD"]})
    expect_builds(result["state"]["table"]["builds"], [{"id": "b3", "value": 8}])
    illegal(client, st, {"card": "7S", "capture": ["b1", "b3"]}, "BYGG-CAP-2")


def test_bygg_cap_5_steal_a_build_but_keep_your_own_duty(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 9, [["4C", "5D"]], by=1), B("b2", 9, [["6H", "3H"]], by=0)],
        table=["KC"],
        hand=["9S", "QS"],
        hands={1: ["9H", "2H"]},
    )
    # taking the other's build with the only 9 while b2 stays on the table: refused
    illegal(client, st, {"card": "9S", "capture": ["b1"]}, "BYGG-HOLD-3")
    result = legal(client, st, {"card": "9S", "capture": ["b1", "b2"]})
    assert result["state"]["table"]["builds"] == []
    stealing = state(
        client,
        builds=[B("b1", 9, [["4C", "5D"]], by=1)],
        hand=["9S", "QS"],
        table=["KC"],
        hands={1: ["9H", "2H"]},
    )
    legal(client, stealing, {"card": "9S", "capture": ["b1"]})


def test_bygg_cap_6_capturing_optional_only_indirect_compulsion(client: FlaskClient) -> None:
    free = state(client, table=["6D", "9C"], hand=["9H", "2D"])
    legal(client, free, {"card": "9H"})  # could capture 9C, trails instead
    owner = state(client, builds=[B("b1", 9, [["4C", "5D"]], by=0)], table=["KC"], hand=["9S"])
    illegal(client, owner, {"card": "9S"}, "BYGG-HOLD-2")
    assert plays(client, owner, "9S") == keys("9S", "capture b1")  # BYGG-HOLD-4


def test_bygg_cap_7_capture_effect_and_responsibility_ends(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 9, [["4C", "5D"]], by=1)],
        table=["KC"],
        hand=["9S", "QS"],
        hands={1: ["9H", "2H"]},
    )
    result = legal(client, st, {"card": "9S", "capture": ["b1"]})
    after = result["state"]
    assert after["last_capturer"] == 0
    assert Counter(after["captured"][0]) - Counter(st["captured"][0]) == Counter(["9S", "4C", "5D"])
    assert after["table"]["builds"] == [] and after["to_move"] == 1
    legal(client, after, {"card": "2H"})  # the creator may trail now: his build is gone
    # while the build lay there, its creator could not trail
    mine = state(
        client,
        builds=[B("b1", 9, [["4C", "5D"]], by=1)],
        table=["KC"],
        hand=["9H", "2H"],
        to_move=1,
        hands={0: ["9S"]},
    )
    illegal(client, mine, {"card": "2H"}, "BYGG-HOLD-2")


# -- 6.5–6.6 Builds and building new ------------------------------------------------------------


def test_bygg_build_1_simple_and_compound_builds(client: FlaskClient) -> None:
    st = state(client, table=["AH", "8D", "3C"], hand=["7C", "8S"])
    result = legal(client, st, {"card": "7C", "build": build(8, ["7C", "AH"], ["8D"])})
    expect_builds(
        result["state"]["table"]["builds"],
        [{"id": "b1", "value": 8, "parts": [["AH", "7C"], ["8D"]]}],
    )
    illegal(
        client,
        st,
        {"card": "7C", "build": build(8, ["7C", "AH"], ["3C"])},
        "BYGG-BUILD-10",
        "BYGG-BUILD-1",
    )


def test_bygg_build_2_a_build_is_a_unit(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 7, [["2C", "5D"]], by=1)],
        table=["3H"],
        hand=["5S", "7S", "8S"],
        hands={1: ["7H", "KH", "QH"]},
    )
    illegal(client, st, {"card": "5S", "capture": ["5D"]}, "BYGG-BUILD-2")
    illegal(client, st, {"card": "5S", "build": build(7, ["5S", "2C"])}, "BYGG-BUILD-2")
    # a whole build may join another as a part (BYGG-ADD-5)
    two = state(
        client,
        builds=[B("b1", 7, [["2C", "5D"]], by=1), B("b2", 7, [["3H", "4H"]], by=1)],
        table=["4C"],
        hand=["3S", "7S"],
        hands={1: ["7H", "KH"]},
    )
    result = legal(
        client, two, {"card": "3S", "build": build(7, ["3S", "4C"], onto="b1", merge=["b2"])}
    )
    expect_builds(
        result["state"]["table"]["builds"],
        [{"id": "b1", "value": 7, "parts": [["2C", "5D"], ["3S", "4C"], ["3H", "4H"]]}],
    )


def test_bygg_build_3_the_played_card_is_always_in_the_build(client: FlaskClient) -> None:
    st = state(client, table=["4H", "2C", "6D"], hand=["5C", "JS"])
    illegal(client, st, {"card": "5C", "build": build(6, ["4H", "2C"], ["6D"])}, "BYGG-BUILD-3")
    legal(client, st, {"card": "5C", "build": build(11, ["5C", "4H", "2C"])})


def test_bygg_build_4_no_storan_lillan_or_ace_from_the_hand(client: FlaskClient) -> None:
    st = state(client, table=["3H", "AC", "6C"], hand=["10D", "2S", "AH", "4S"])
    illegal(client, st, {"card": "AH", "build": build(4, ["AH", "3H"])}, "BYGG-BUILD-4")
    illegal(client, st, {"card": "2S", "build": build(5, ["2S", "3H"])}, "BYGG-BUILD-4")
    illegal(client, st, {"card": "10D", "build": build(16, ["10D", "6C"])}, "BYGG-BUILD-4")
    # an ace lying on the table may be built with (at 1): 3 + 1 = 4, holding 4S
    legal(client, st, {"card": "4S", "capture": ["3H", "AC"]})
    on_table = state(client, table=["AC", "2D"], hand=["3H", "4S"])
    legal(client, on_table, {"card": "3H", "build": build(4, ["3H", "AC"])})
    raised = state(
        client,
        builds=[B("b1", 5, [["2C", "3D"]], by=1)],
        hand=["AH", "6S"],
        hands={1: ["5H", "KH"]},
    )
    illegal(client, raised, {"card": "AH", "build": build(6, ["AH"], onto="b1")}, "BYGG-BUILD-4")


def test_bygg_build_5_values_two_to_sixteen(client: FlaskClient) -> None:
    st = state(client, table=["8D", "9H"], hand=["9S", "7H", "10D"])
    illegal(client, st, {"card": "9S", "build": build(17, ["9S", "8D"])}, "BYGG-BUILD-5")
    legal(client, st, {"card": "7H", "build": build(16, ["7H", "9H"])})  # holding storan
    no_storan = state(client, table=["8D", "9H"], hand=["9S", "7H", "10C"])
    illegal(client, no_storan, {"card": "7H", "build": build(16, ["7H", "9H"])}, "BYGG-HOLD-3")


def test_bygg_build_6_the_stated_value_is_the_computed_value(client: FlaskClient) -> None:
    st = state(client, table=["4H", "2C"], hand=["5C", "JS"])
    result = legal(client, st, {"card": "5C", "build": build(11, ["5C", "4H", "2C"])})
    assert result["state"]["table"]["builds"][0]["value"] == 11
    illegal(
        client,
        st,
        {"card": "5C", "build": build(10, ["5C", "4H", "2C"])},
        "BYGG-BUILD-6",
        "BYGG-BUILD-10",
    )


def test_bygg_build_7_new_simple_build_keeps_the_higher_rank(client: FlaskClient) -> None:
    st = state(client, table=["4H", "2C"], hand=["5C", "JS"])
    result = legal(client, st, {"card": "5C", "build": build(11, ["5C", "4H", "2C"])})
    expect_builds(
        result["state"]["table"]["builds"],
        [
            {
                "id": "b1",
                "value": 11,
                "created_by": 0,
                "creation_value": 11,
                "history": [[0, "create", False]],
            }
        ],
    )
    without = state(client, table=["4H", "2C"], hand=["5C", "QS"])
    illegal(client, without, {"card": "5C", "build": build(11, ["5C", "4H", "2C"])}, "BYGG-HOLD-3")


def test_bygg_build_8_new_compound_build(client: FlaskClient) -> None:
    st = state(client, table=["AH", "8D", "5H", "3D", "4C"], hand=["7C", "8S"])
    result = legal(
        client, st, {"card": "7C", "build": build(8, ["7C", "AH"], ["8D"], ["5H", "3D"])}
    )
    expect_builds(
        result["state"]["table"]["builds"],
        [{"id": "b1", "value": 8, "parts": [["AH", "7C"], ["8D"], ["5H", "3D"]]}],
    )
    illegal(
        client, st, {"card": "7C", "build": build(8, ["7C", "AH"], ["4C", "3D"])}, "BYGG-BUILD-10"
    )


def test_bygg_build_9_ligger_needs_another_card_and_loose_parts(client: FlaskClient) -> None:
    st = state(client, table=["3S", "5D", "8S"], hand=["8D", "8H"])
    result = legal(client, st, {"card": "8D", "build": build(8, ["3S", "5D"], ["8S"], ["8D"])})
    expect_builds(
        result["state"]["table"]["builds"],
        [{"id": "b1", "value": 8, "parts": [["3S", "5D"], ["8S"], ["8D"]]}],
    )
    alone = state(client, table=["3S", "5D", "8S"], hand=["8D", "KH"])
    illegal(client, alone, {"card": "8D", "build": build(8, ["8S"], ["8D"])}, "BYGG-HOLD-3")
    illegal(client, st, {"card": "8D", "build": build(8, ["8D"])}, "BYGG-BUILD-10")


def test_bygg_build_10_formal_check_of_a_new_build(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 9, [["4C", "5D"]], by=1)],
        table=["3H", "6C"],
        hand=["3S", "9S"],
        hands={1: ["9H", "KH"]},
    )
    legal(client, st, {"card": "3S", "build": build(9, ["3S", "6C"])})
    illegal(
        client, st, {"card": "3S", "build": build(9, ["3S", "6C"], merge=["b1"])}, "BYGG-BUILD-10"
    )
    illegal(client, st, {"card": "3S", "build": build(9, ["3S", "6D"])}, "BYGG-BUILD-10")
    illegal(
        client,
        st,
        {"card": "3S", "build": build(9, ["3S", "6C"], ["3S", "6C"])},
        "BYGG-BUILD-10",
        "CORE-CAP-3",
    )


def test_bygg_build_11_akf_21_d3_second_build_of_a_value_and_build_ids(
    client: FlaskClient,
) -> None:
    st = state(
        client,
        builds=[B("b1", 9, [["4C", "5D"]], by=1), B("b4", 7, [["2D", "5S"]], by=1)],
        table=["3H", "6C"],
        hand=["3S", "9S"],
        hands={1: ["9H", "7H"]},
    )
    result = legal(client, st, {"card": "3S", "build": build(9, ["3S", "6C"])})
    expect_builds(
        result["state"]["table"]["builds"],
        [
            {"id": "b1", "value": 9, "created_by": 1},
            {"id": "b4", "value": 7},
            {"id": "b5", "value": 9, "created_by": 0, "parts": [["3S", "6C"]]},
        ],
    )
    # the addition instead keeps one build, with b1's id
    added = legal(client, st, {"card": "3S", "build": build(9, ["3S", "6C"], onto="b1")})
    expect_builds(
        added["state"]["table"]["builds"],
        [{"id": "b1", "value": 9, "last_builder": 0}, {"id": "b4", "value": 7}],
    )


def test_bygg_build_12_building_is_never_compulsory(client: FlaskClient) -> None:
    st = state(client, table=["4H", "2C", "6S"], hand=["5C", "JS"])
    legal(client, st, {"card": "5C"})  # could build 11, trails instead
    assert plays(client, st, "5C") == keys("5C", "trail", "build new 11: 4H 2C", "build new 11: 6S")


# -- 6.7 Adding parts ---------------------------------------------------------------------------


def test_bygg_add_1_anyone_may_add_to_any_build(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 10, [["AH", "9H"]], by=1), B("b2", 10, [["4D", "6D"]], by=0)],
        table=["8S", "7C"],
        hand=["2C", "3C", "10C"],
        hands={1: ["10H", "KS", "QS"]},
    )
    legal(client, st, {"card": "2C", "build": build(10, ["2C", "8S"], onto="b1")})  # his
    legal(client, st, {"card": "3C", "build": build(10, ["3C", "7C"], onto="b2")})  # mine
    illegal(client, st, {"card": "2C", "build": build(10, ["2C", "8S"], onto="b9")}, "BYGG-ADD-1")


def test_bygg_add_2_adding_with_a_lower_card(client: FlaskClient) -> None:
    st = state(
        client,
        table=["8S"],
        builds=[B("b1", 10, [["AH", "9H"], ["5C", "5H"]], by=1)],
        hand=["2C", "10C"],
        hands={1: ["10H", "KS"]},
    )
    result = legal(client, st, {"card": "2C", "build": build(10, ["2C", "8S"], onto="b1")})
    expect_builds(
        result["state"]["table"]["builds"],
        [
            {
                "id": "b1",
                "value": 10,
                "last_builder": 0,
                "history": [[1, "create"], [0, "add", False]],
            }
        ],
    )
    without = state(
        client,
        table=["8S"],
        builds=[B("b1", 10, [["AH", "9H"], ["5C", "5H"]], by=1)],
        hand=["2C", "KC"],
        hands={1: ["10H", "KS"]},
    )
    illegal(
        client, without, {"card": "2C", "build": build(10, ["2C", "8S"], onto="b1")}, "BYGG-HOLD-3"
    )
    illegal(client, st, {"card": "2C", "build": build(10, ["2C"], onto="b1")}, "BYGG-ADD-6")


def test_bygg_add_3_ligger_onto_a_build(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 11, [["7D", "4D"], ["9H", "2C"]], by=1)],
        hand=["JD", "JS"],
        hands={1: ["JH", "3C"]},
    )
    result = legal(client, st, {"card": "JD", "build": build(11, ["JD"], onto="b1")})
    assert len(result["state"]["table"]["builds"][0]["parts"]) == 3
    one = state(
        client,
        builds=[B("b1", 11, [["7D", "4D"], ["9H", "2C"]], by=1)],
        hand=["JD", "QS"],
        hands={1: ["JH", "3C"]},
    )
    illegal(client, one, {"card": "JD", "build": build(11, ["JD"], onto="b1")}, "BYGG-HOLD-3")


def test_bygg_add_4_an_addition_locks_the_value(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 7, [["2C", "5D"]], by=1)],
        table=["4C"],
        hand=["3S", "7S"],
        hands={1: ["7H", "6H"]},
    )
    result = legal(client, st, {"card": "3S", "build": build(7, ["3S", "4C"], onto="b1")})
    after = result["state"]
    assert len(after["table"]["builds"][0]["parts"]) == 2
    illegal(client, after, {"card": "6H", "build": build(13, ["6H"], onto="b1")}, "BYGG-RAISE-1")


def test_bygg_add_5_akf_22_merging_builds_when_adding(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[
            B("b1", 8, [["3D", "5D"]], by=1),
            B("b2", 8, [["2H", "6H"]], by=0),
            B("b3", 9, [["4C", "5C"]], by=1),
        ],
        table=["5S"],
        hand=["3C", "8C"],
        hands={1: ["8H", "9H"]},
    )
    result = legal(
        client, st, {"card": "3C", "build": build(8, ["3C", "5S"], onto="b1", merge=["b2"])}
    )
    expect_builds(
        result["state"]["table"]["builds"],
        [
            {"id": "b1", "value": 8, "parts": [["3D", "5D"], ["3C", "5S"], ["2H", "6H"]]},
            {"id": "b3", "value": 9},
        ],
    )
    illegal(
        client,
        st,
        {"card": "3C", "build": build(8, ["3C", "5S"], onto="b1", merge=["b3"])},
        "BYGG-ADD-5",
    )


def test_bygg_add_6_the_played_card_alone_only_at_the_value(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 9, [["4C", "5D"]], by=1)],
        table=["6H"],
        hand=["3S", "9S"],
        hands={1: ["9H", "KH"]},
    )
    legal(client, st, {"card": "3S", "build": build(9, ["3S", "6H"], onto="b1")})
    illegal(client, st, {"card": "3S", "build": build(9, ["3S"], ["6H"], onto="b1")}, "BYGG-ADD-6")


# -- 6.8 Raising ----------------------------------------------------------------------------------


def test_bygg_raise_1_only_simple_builds_are_raised(client: FlaskClient) -> None:
    simple = state(
        client,
        builds=[B("b1", 7, [["2D", "5C"]], by=1)],
        hand=["6S", "KD"],
        hands={1: ["7H", "3C"]},
    )
    legal(client, simple, {"card": "6S", "build": build(13, ["6S"], onto="b1")})
    compound = state(
        client,
        builds=[B("b1", 7, [["2D", "5C"], ["7D"]], by=1)],
        hand=["6S", "KD"],
        hands={1: ["7H", "3C"]},
    )
    illegal(client, compound, {"card": "6S", "build": build(13, ["6S"], onto="b1")}, "BYGG-RAISE-1")


def test_bygg_raise_2_by_the_played_card_alone(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 7, [["2D", "5C"]], by=1)],
        table=["2H"],
        hand=["4S", "KD", "6S"],
        hands={1: ["7H", "3C", "8C"]},
    )
    result = legal(client, st, {"card": "6S", "build": build(13, ["6S"], onto="b1")})
    expect_builds(
        result["state"]["table"]["builds"],
        [
            {
                "id": "b1",
                "value": 13,
                "parts": [["2D", "5C", "6S"]],
                "creation_value": 7,
                "history": [[1, "create"], [0, "raise", False]],
            }
        ],
    )
    illegal(client, st, {"card": "4S", "build": build(13, ["4S", "2H"], onto="b1")}, "BYGG-RAISE-2")
    illegal(client, st, {"card": "6S", "build": build(12, ["6S"], onto="b1")}, "BYGG-RAISE-2")
    illegal(client, st, {"card": "4S", "build": build(11, ["4S"], onto="b1")}, "BYGG-HOLD-3")


def test_bygg_raise_3_new_parts_of_the_new_value(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 7, [["2D", "5C"]], by=1), B("b2", 13, [["6D", "7D"]], by=1)],
        table=["KH", "9C", "4C", "3H"],
        hand=["6S", "KD"],
        hands={1: ["7H", "KC"]},
    )
    result = legal(
        client,
        st,
        {"card": "6S", "build": build(13, ["6S"], ["KH"], ["9C", "4C"], onto="b1", merge=["b2"])},
    )
    expect_builds(
        result["state"]["table"]["builds"],
        [
            {
                "id": "b1",
                "value": 13,
                "parts": [["2D", "5C", "6S"], ["KH"], ["9C", "4C"], ["6D", "7D"]],
            }
        ],
    )
    illegal(
        client,
        st,
        {"card": "6S", "build": build(13, ["6S"], ["9C", "3H"], onto="b1")},
        "BYGG-RAISE-3",
    )
    # without new parts the raised build stays simple and may be raised again
    simple = legal(client, st, {"card": "6S", "build": build(13, ["6S"], onto="b1")})
    assert len(simple["state"]["table"]["builds"][0]["parts"]) == 1


def test_bygg_raise_4_anyone_raises_never_exempt(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 7, [["2D", "5C"]], by=1)],
        hand=["6S", "KD"],
        hands={1: ["7H", "3C"]},
    )
    legal(client, st, {"card": "6S", "build": build(13, ["6S"], onto="b1")})
    # four players: raising the partner's build without a card of the new value is refused
    partner = state(
        client,
        players=4,
        builds=[B("b1", 7, [["2D", "5C"]], by=2)],
        hand=["2H", "KD"],
        hands={2: ["7H", "QH"]},
    )
    illegal(client, partner, {"card": "2H", "build": build(9, ["2H"], onto="b1")}, "BYGG-HOLD-3")


def test_bygg_raise_5_the_raiser_answers_for_the_build(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 7, [["2D", "5C"]], by=1)],
        hand=["6S", "KD"],
        hands={1: ["7H", "3C"]},
    )
    after = legal(client, st, {"card": "6S", "build": build(13, ["6S"], onto="b1")})["state"]
    assert after["to_move"] == 1
    after = legal(client, after, {"card": "3C"})["state"]  # the creator is free to trail
    illegal(client, after, {"card": "KD"}, "BYGG-HOLD-2")  # the raiser is not
    legal(client, after, {"card": "KD", "capture": ["b1"]})


# -- 6.9 The holding obligation ------------------------------------------------------------------


def test_bygg_hold_1_a_the_last_builder_is_responsible(client: FlaskClient) -> None:
    parts = [["4C", "5D"], ["3H", "6H"]]
    st = state(
        client,
        builds=[B("b1", 9, parts, history=[[1, "create"], [0, "add"]])],
        hand=["9S", "KS"],
        hands={1: ["9H", "2H"]},
    )
    illegal(client, st, {"card": "KS"}, "BYGG-HOLD-2")
    creator = state(
        client,
        builds=[B("b1", 9, [["4C", "5D"], ["3H", "6H"]], history=[[1, "create"], [0, "add"]])],
        hand=["9H", "2H"],
        to_move=1,
        hands={0: ["9S"]},
    )
    legal(client, creator, {"card": "2H"})  # someone else built on it: no longer his


def test_bygg_hold_1_b_akf_23_creator_while_partner_built_last(client: FlaskClient) -> None:
    parts = [["4C", "5D"], ["3H", "6C"]]
    history = [[2, "create"], [0, "add", True]]
    st = state(
        client,
        players=4,
        to_move=2,
        builds=[B("b1", 9, parts, history=history)],
        hand=["9H", "KS"],
        table=["2D", "7C"],
        hands={0: ["QD"], 1: ["QC"]},
    )
    legal(client, st, {"card": "KS"})  # BYGG-HOLD-1(b) does not bar trailing
    illegal(client, st, {"card": "9H"}, "BYGG-HOLD-3", text="BYGG-PART-3")
    illegal(client, st, {"card": "9H", "capture": ["2D", "7C"]}, "BYGG-HOLD-3")
    legal(client, st, {"card": "9H", "capture": ["b1", "2D", "7C"]})


def test_bygg_hold_2_no_trail_while_owning_a_build(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 7, [["2C", "5D"]], by=1), B("b2", 9, [["4C", "5H"]], by=0)],
        table=["KC"],
        hand=["9S", "KS"],
        hands={1: ["7H", "QH"]},
    )
    illegal(
        client,
        st,
        {"card": "KS"},
        "BYGG-HOLD-2",
        text="You own build b2 (value 9) and may not trail",
    )
    assert ("trail", "KS") not in plays(client, st, "KS")
    free = state(
        client,
        builds=[B("b1", 7, [["2C", "5D"]], by=1)],
        table=["KC"],
        hand=["9S", "KS"],
        hands={1: ["7H", "QH"]},
    )
    legal(client, free, {"card": "KS"})


def test_bygg_hold_3_keep_a_capturing_card(client: FlaskClient) -> None:
    st = state(
        client, builds=[B("b2", 9, [["6H", "3H"]], by=0)], table=["4D", "5C"], hand=["9S", "5H"]
    )
    # playing away the last card that takes b2: refused
    illegal(
        client,
        st,
        {"card": "9S", "capture": ["4D", "5C"]},
        "BYGG-HOLD-3",
        text="build b2 (value 9)",
    )
    # capturing another item while keeping the card: allowed
    legal(client, st, {"card": "5H", "capture": ["5C"]})
    # taking b2 with it as well: allowed
    legal(client, st, {"card": "9S", "capture": ["b2", "4D", "5C"]})
    two = state(
        client, builds=[B("b2", 9, [["6H", "3H"]], by=0)], table=["4D", "5C"], hand=["9S", "9C"]
    )
    legal(client, two, {"card": "9S", "capture": ["4D", "5C"]})


def test_bygg_hold_4_need_not_capture_at_once_unless_nothing_else(client: FlaskClient) -> None:
    st = state(
        client, builds=[B("b1", 9, [["6H", "3H"]], by=0)], table=["5C", "4D"], hand=["9S", "5H"]
    )
    legal(client, st, {"card": "5H", "capture": ["5C"]})  # capture something else
    legal(client, st, {"card": "5H", "build": build(9, ["5H", "4D"])})  # build new
    legal(client, st, {"card": "5H", "build": build(9, ["5H", "4D"], onto="b1")})  # build on
    only = state(client, builds=[B("b1", 9, [["6H", "3H"]], by=0)], table=["KC"], hand=["9S"])
    assert plays(client, only, "9S") == keys("9S", "capture b1")
    illegal(client, only, {"card": "9S"}, "BYGG-HOLD-2")


def test_bygg_hold_5_responsibility_ends(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 7, [["2C", "5D"]], by=1)],
        table=["4C", "KS"],
        hand=["3H", "7S"],
        hands={1: ["7H", "KH"]},
    )
    # another player's (non-exempt) addition ends the creator's duty
    after = legal(client, st, {"card": "3H", "build": build(7, ["3H", "4C"], onto="b1")})
    legal(client, after["state"], {"card": "KH"})
    # as does a capture of the build
    taken = legal(client, st, {"card": "7S", "capture": ["b1"]})
    legal(client, taken["state"], {"card": "KH"})
    # and a merge into another build
    merged = state(
        client,
        builds=[B("b1", 7, [["2C", "5D"]], by=1), B("b2", 7, [["3D", "4D"]], by=0)],
        table=["4C"],
        hand=["3H", "7S"],
        hands={1: ["7H", "KH"]},
    )
    after = legal(
        client, merged, {"card": "3H", "build": build(7, ["3H", "4C"], onto="b2", merge=["b1"])}
    )
    legal(client, after["state"], {"card": "KH"})
    # while nobody acts on it, the creator still answers for it
    waiting = legal(client, st, {"card": "3H"})
    illegal(client, waiting["state"], {"card": "KH"}, "BYGG-HOLD-2")


def test_bygg_hold_6_builds_of_a_round_are_taken_in_that_round(client: FlaskClient) -> None:
    """Informative: in legal play (here preferring builds) no build outlives its round and
    nobody is ever in default."""
    current = post(client, BYGG, "deals", {"players": 2, "seed": 11}).get_json()["state"]
    built = 0
    while current["to_move"] is not None:
        if all(len(hand) == 4 for hand in current["hands"]) and current["round"] > 1:
            assert current["table"]["builds"] == [], current["round"]
        moves = listing(client, BYGG, current)["moves"]
        chosen = next((m for m in moves if "build" in m), None)
        chosen = chosen or next((m for m in moves if "capture" in m), moves[0])
        built += "build" in chosen
        response = post(client, BYGG, "apply", {"state": current, "move": chosen})
        assert response.status_code == 200, response.get_json()
        current = response.get_json()["state"]
        assert current["ended_by"] is None
    assert built > 0


# -- 6.10 Building for one's partner --------------------------------------------------------------


def partner_state(client: FlaskClient, hand: Sequence[str], builds: Sequence[Plain]) -> Plain:
    """Four players, seat 0 to move with ``hand``; seat 2 (his partner) holds 9H, seat 1 9D."""
    return state(
        client,
        players=4,
        builds=builds,
        table=["6C", "KH"],
        hand=hand,
        hands={2: ["9H", "QH"], 1: ["9D", "QD"]},
    )


def test_bygg_part_1_akf_24_building_for_the_partner(client: FlaskClient) -> None:
    mine = [B("b1", 9, [["4C", "5D"]], by=2)]
    st = partner_state(client, ["3H", "KS"], mine)
    result = legal(client, st, {"card": "3H", "build": build(9, ["3H", "6C"], onto="b1")})
    assert (
        validate(client, st, {"card": "3H", "build": build(9, ["3H", "6C"], onto="b1")})[
            "interpretation"
        ]["exempt"]
        is True
    )
    expect_builds(
        result["state"]["table"]["builds"],
        [
            {
                "id": "b1",
                "value": 9,
                "created_by": 2,
                "history": [[2, "create", False], [0, "add", True]],
            }
        ],
    )
    # an opponent acted on it (AKF-24): no exemption
    touched = [B("b1", 9, [["4C", "5D"], ["2S", "7S"]], history=[[2, "create"], [1, "add"]])]
    st = partner_state(client, ["3H", "KS"], touched)
    illegal(client, st, {"card": "3H", "build": build(9, ["3H", "6C"], onto="b1")}, "BYGG-HOLD-3")
    # its value changed since creation: no exemption
    raised = [
        B("b1", 9, [["2C", "3D", "4C"]], history=[[2, "create"], [2, "raise"]], creation_value=5)
    ]
    st = partner_state(client, ["3H", "KS"], raised)
    illegal(client, st, {"card": "3H", "build": build(9, ["3H", "6C"], onto="b1")}, "BYGG-HOLD-3")


def refused_state(client: FlaskClient, st: Plain, game: str = BYGG) -> list[Plain]:
    """The state is refused as invalid whatever the move; its problems."""
    body = {"state": st, "move": {"player": st["to_move"], "card": st["hands"][st["to_move"]][0]}}
    response = post(client, game, "validate", body)
    assert response.status_code == 422, response.get_json()
    problem = response.get_json()
    assert problem["code"] == "invalid_state"
    errors: list[Plain] = problem["errors"]
    return errors


def test_bygg_part_1_akf_24_exempt_only_where_play_allows_it(client: FlaskClient) -> None:
    """BYGG-HOLD-1: a hand-written exempt addition needs BYGG-PART-1's conditions before it
    (partnership play, the creator's partner, no raise, only the two acting, AKF-24), or nobody
    would answer for the build."""
    two = [["2H", "6D"], ["8C"]]
    refused = {
        "two players, no partnerships": (2, [[0, "create"], [1, "add", True]], two, None),
        "by an opponent of the creator": (4, [[0, "create"], [1, "add", True]], two, None),
        "after an opponent's action": (
            4,
            [[2, "create"], [1, "add"], [0, "add", True]],
            [*two, ["3S", "5S"]],
            None,
        ),
        "after a raise": (4, [[2, "create"], [2, "raise"], [0, "add", True]], two, 5),
    }
    for why, (players, history, parts, creation) in refused.items():
        build_spec = B("b1", 8, parts, history=history, creation_value=creation)
        st = state(client, players=players, builds=[build_spec], table=["KC"], hand=["9S", "KD"])
        errors = refused_state(client, st)
        assert [(e["pointer"], e["code"], e["rule"]) for e in errors] == [
            (
                f"/state/table/builds/0/history/{len(history) - 1}/exempt",
                "invalid_exempt_addition",
                "BYGG-PART-1",
            )
        ], why
    # Mulle Glimne's two players have no partners either (MULLE-G-1)
    glimne = make_state(
        client,
        GLIMNE,
        builds=[B("b1", 8, two, history=[[0, "create"], [1, "add", True]])],
        table=["KC"],
        hand=["9S", "KD"],
    )
    assert [e["code"] for e in refused_state(client, glimne, GLIMNE)] == ["invalid_exempt_addition"]
    # the partner again after the creator built on it: still only the partnership (accepted)
    history = [[2, "create"], [0, "add", True], [2, "add"], [0, "add", True]]
    ok = state(
        client,
        players=4,
        builds=[B("b1", 8, [*two, ["3S", "5S"]], history=history)],
        table=["KC"],
        hand=["KS", "2C"],
        hands={2: ["8H", "QH"]},
    )
    legal(client, ok, {"card": "KS"})  # the exempt adder may trail (BYGG-PART-2)


def test_bygg_part_2_an_exempt_adder_is_not_responsible(client: FlaskClient) -> None:
    history = [[2, "create"], [0, "add", True]]
    parts = [["4C", "5D"], ["3H", "6C"]]
    # seat 0 to move again after his exempt addition: free to trail
    st = state(
        client,
        players=4,
        builds=[B("b1", 9, parts, history=history)],
        table=["KH"],
        hand=["KS", "2C"],
        hands={2: ["9H", "QH"]},
    )
    legal(client, st, {"card": "KS"})
    # an adder who holds a card of the value makes an ordinary addition
    holding = partner_state(client, ["3H", "9S"], [B("b1", 9, [["4C", "5D"]], by=2)])
    verdict = validate(client, holding, {"card": "3H", "build": build(9, ["3H", "6C"], onto="b1")})
    assert verdict["legal"] and verdict["interpretation"]["exempt"] is False
    after = legal(client, holding, {"card": "3H", "build": build(9, ["3H", "6C"], onto="b1")})
    expect_builds(
        after["state"]["table"]["builds"],
        [{"id": "b1", "history": [[2, "create", False], [0, "add", False]]}],
    )


def test_bygg_part_3_creator_may_trail_but_keeps_the_card(client: FlaskClient) -> None:
    parts = [["4C", "5D"], ["3H", "6C"]]
    history = [[2, "create"], [0, "add", True]]
    st = state(
        client,
        players=4,
        to_move=2,
        builds=[B("b1", 9, parts, history=history)],
        hand=["9H", "KS"],
        table=["KH"],
        hands={0: ["QD"], 1: ["QC"]},
    )
    legal(client, st, {"card": "KS"})
    illegal(client, st, {"card": "9H"}, "BYGG-HOLD-3")


def test_bygg_part_4_the_creator_answers_for_penalties(client: FlaskClient) -> None:
    parts = [["4C", "5D"], ["3H", "6C"]]
    history = [[2, "create"], [0, "add", True]]
    # the exempt adder holds no 9: he is not in default
    adder = state(
        client,
        players=4,
        builds=[B("b1", 9, parts, history=history)],
        table=["KH"],
        hand=["KS", "2C"],
        hands={2: ["9H", "QH"]},
    )
    result = legal(client, adder, {"card": "KS"})
    assert "default" not in types(result) and result["state"]["penalties"] == [0, 0, 0, 0]
    # the creator without a 9 is (a match: 5 points to the other side, b1 broken up)
    creator = state(
        client,
        players=4,
        to_move=2,
        builds=[B("b1", 9, parts, history=history)],
        hand=["QH", "KS"],
        table=["KH"],
        hands={0: ["QD"], 1: ["QC"]},
    )
    result = legal(client, creator, {"card": "KS"})
    assert "default" in types(result)
    assert result["state"]["penalties"] == [0, 5, 0, 0]
    assert result["state"]["table"]["builds"] == []


# -- 6.11–6.13 Trailing, tabbe, end of the deal ---------------------------------------------------


def test_bygg_trail_1_trail_unless_responsible(client: FlaskClient) -> None:
    st = state(client, table=["6D", "9C"], hand=["9H", "2S"])
    result = legal(client, st, {"card": "9H"})
    assert Counter(result["state"]["table"]["cards"]) == Counter(["6D", "9C", "9H"])
    owner = state(
        client, builds=[B("b1", 9, [["4C", "5D"]], by=0)], table=["6D"], hand=["9H", "2C"]
    )
    illegal(client, owner, {"card": "2C"}, "BYGG-HOLD-2")


def test_bygg_trail_2_a_trailed_special_card_has_its_table_value(client: FlaskClient) -> None:
    st = state(client, table=["4D"], hand=["AH", "KS"], hands={1: ["5C", "AC"]})
    after = legal(client, st, {"card": "AH"})["state"]
    illegal(client, after, {"card": "AC", "capture": ["AH"]}, "BYGG-VAL-2")
    result = legal(client, after, {"card": "5C", "capture": ["AH", "4D"]})
    assert result["state"]["table"]["cards"] == []


def test_bygg_tabbe_1_clearing_loose_cards_and_builds(client: FlaskClient) -> None:
    st = state(
        client,
        builds=[B("b1", 7, [["2C", "5D"]], by=1)],
        table=["3D", "4S"],
        hand=["7S", "3C"],
        hands={1: ["7H", "KH"]},
    )
    swept = legal(client, st, {"card": "7S", "capture": ["b1", "3D", "4S"]})
    assert "tabbe" in types(swept) and swept["state"]["tabbar"] == [1, 0]
    partial = legal(client, st, {"card": "7S", "capture": ["3D", "4S"]})  # b1 stays
    assert "tabbe" not in types(partial) and partial["state"]["tabbar"] == [0, 0]


def test_bygg_tabbe_2_after_a_tabbe_the_next_player_trails(client: FlaskClient) -> None:
    st = state(client, table=["3D", "4S"], hand=["7S", "3C"], hands={1: ["7H", "KH"]})
    after = legal(client, st, {"card": "7S", "capture": ["3D", "4S"]})["state"]
    moves = listing(client, BYGG, after)["moves"]
    assert moves and all("capture" not in m and "build" not in m for m in moves)
    illegal(client, after, {"card": "7H", "capture": ["3D"]})


def test_bygg_end_1_akf_27_leftovers_and_builds_to_the_last_capturer(client: FlaskClient) -> None:
    """The last trail leaves loose cards and a build: the last capturer takes them all, not as
    a tabbe (BYGG-END-1, AKF-27). No play leaves a build at the end of a deal: its owner kept
    a card of its value and had to take it with his last one (BYGG-HOLD-3/6), so a state
    with such a build is refused; the engine's handling is shown on it directly."""
    st = state(
        client,
        table=["3C"],
        builds=[B("b1", 9, [["4C", "5D"]], by=0)],
        hand=["KD"],
        to_move=1,
        round="last",
        rest_to=0,
    )
    assert [(e["pointer"], e["code"], e["rule"]) for e in refused_state(client, st)] == [
        ("/state/table/builds/0", "unheld_build", "BYGG-HOLD-3")
    ]
    game = find_game(BYGG)
    assert isinstance(game, FishingGame)
    options = game.resolve_options(st["options"], 2)
    outcome = game.apply(
        state_from_plain(st, options, game.rules(options).zones), FishingMove(1, "KD")
    )
    after = outcome.state
    assert after.phase is Phase.DEAL_OVER
    leftovers = [e for e in outcome.events if e["type"] == "leftovers"]
    assert len(leftovers) == 1 and leftovers[0]["player"] == 0
    assert Counter(leftovers[0]["cards"]) == Counter(["3C", "4C", "5D", "KD"])
    assert "tabbe" not in [e["type"] for e in outcome.events] and after.tabbar == (0, 0)
    assert after.last_capturer == 0
    assert after.table.is_empty
    assert not [i for i in game.score(after).items if i.code == "sistan"]
    assert not game.validate(after, FishingMove(0, "KD")).legal


# -- 6.14 Scoring, 6.15 Match --------------------------------------------------------------------


def test_bygg_score_1_points(client: FlaskClient) -> None:
    result = finish(client, {0: SPADES + HEARTS + ["AD"], 1: NO_KD[1:] + CLUBS}, 0, tabbar={0: 1})
    # seat 0: 28 cards 3, 13 spades 1, lillan 1, AS AH AD 3, one tabbe 1; seat 1: storan 2, AC 1
    assert result["scores"]["totals"] == [9, 3]
    assert points_by(result, "BYGG-SCORE-1") == {0: 8, 1: 3}
    codes = {(i["side"], i["code"]): i["points"] for i in result["scores"]["items"]}
    assert codes[(0, "most_cards")] == 3 and codes[(0, "most_spades")] == 1
    assert codes[(1, "storan")] == 2 and codes[(0, "lillan")] == 1


def test_bygg_score_2_ties_for_first_place_score_nothing(client: FlaskClient) -> None:
    # 26 cards each: nobody gets the 3 for cards
    result = finish(client, {0: SPADES + HEARTS, 1: NO_KD + CLUBS}, 1)
    codes = {i["code"] for i in result["scores"]["items"]}
    assert "most_cards" not in codes
    assert result["scores"]["totals"] == [1 + 1 + 2, 2 + 2]
    # three players, 5 / 5 / 3 spades and 18 / 18 / 16 cards: neither item is given
    piles = {0: SPADES[:5] + HEARTS, 1: SPADES[5:10] + CLUBS, 2: SPADES[10:] + NO_KD}
    result = finish(client, piles, 2, players=3)
    codes = {i["code"] for i in result["scores"]["items"]}
    assert "most_cards" not in codes and "most_spades" not in codes
    assert sum(result["scores"]["totals"]) == 11 - 3 - 1


def test_bygg_score_3_eleven_points_a_deal_plus_tabbes(client: FlaskClient) -> None:
    result = finish(client, {0: SPADES + HEARTS + ["AD"], 1: NO_KD[1:] + CLUBS}, 0)
    assert sum(result["scores"]["totals"]) == 11
    with_tabbes = finish(
        client, {0: SPADES + HEARTS + ["AD"], 1: NO_KD[1:] + CLUBS}, 0, tabbar={0: 2, 1: 1}
    )
    assert sum(with_tabbes["scores"]["totals"]) == 14


def test_bygg_match_1_the_deal_passes_left_single_deals_allowed(client: FlaskClient) -> None:
    result = finish(client, {0: SPADES + HEARTS + ["AD"], 1: NO_KD[1:] + CLUBS}, 0)
    after = result["state"]
    assert after["match"]["over"] is False
    nxt = post(client, BYGG, "next-deal", {"state": after})
    assert nxt.status_code == 200, nxt.get_json()
    assert nxt.get_json()["state"]["dealer"] == (after["dealer"] + 1) % 2
    single = finish(
        client, {0: SPADES + HEARTS + ["AD"], 1: NO_KD[1:] + CLUBS}, 0, options={"match": "single"}
    )
    assert single["state"]["match"]["over"] is True
    assert post(client, BYGG, "next-deal", {"state": single["state"]}).status_code == 422


def test_bygg_match_2_first_to_21_most_points_wins(client: FlaskClient) -> None:
    piles = {0: SPADES + HEARTS + ["AD"], 1: NO_KD[1:] + CLUBS}
    result = finish(client, piles, 0, history=[[8, 3], [7, 4]])  # 15 : 7, then 8 : 3
    match = result["state"]["match"]
    assert match["scores"] == [23, 10] and match["over"] is True and match["winners"] == [0]
    short = finish(client, piles, 0, history=[[5, 3]])  # 13 : 6 after it
    assert short["state"]["match"]["over"] is False


def test_bygg_match_3_three_players_three_deals(client: FlaskClient) -> None:
    piles = {0: SPADES + HEARTS, 1: CLUBS, 2: NO_KD}
    result = finish(client, piles, 2, players=3, history=[[5, 3, 3], [4, 4, 3]])
    match = result["state"]["match"]
    assert match["scores"] == [16, 8, 9]
    assert match["over"] is True and match["winners"] == [0]
    second = finish(client, piles, 2, players=3, history=[[5, 3, 3]])
    assert second["state"]["match"]["over"] is False


def test_bygg_match_4_akf_31_a_tie_is_played_off(client: FlaskClient) -> None:
    piles = {0: SPADES + HEARTS + ["AD"], 1: NO_KD[1:] + CLUBS}
    result = finish(client, piles, 0, history=[[5, 10], [8, 8]])  # 13 : 18, then 8 : 3
    match = result["state"]["match"]
    assert match["scores"] == [21, 21] and match["over"] is False
    nxt = post(client, BYGG, "next-deal", {"state": result["state"]})
    assert nxt.status_code == 200, nxt.get_json()
    playoff = nxt.get_json()["state"]
    assert playoff["players"] == 2 and playoff["dealer"] == 0
    assert playoff["match"]["scores"] == [21, 21]


def test_bygg_match_5_akf_32_single_deal_most_points_ties_shared(client: FlaskClient) -> None:
    won = finish(
        client, {0: SPADES + HEARTS + ["AD"], 1: NO_KD[1:] + CLUBS}, 0, options={"match": "single"}
    )
    assert won["state"]["match"]["winners"] == [0]
    tied = finish(client, {0: SPADES + HEARTS, 1: NO_KD + CLUBS}, 1, options={"match": "single"})
    assert tied["scores"]["totals"] == [4, 4]
    assert tied["state"]["match"]["over"] is True
    assert sorted(tied["state"]["match"]["winners"]) == [0, 1]


# -- 6.16 Penalties -----------------------------------------------------------------------------

PENALIZE = {"enforcement": "penalize"}
SINGLE = {"enforcement": "penalize", "match": "single"}


def defaulting(client: FlaskClient, options: Mapping[str, Any] | None = None, **kw: Any) -> Plain:
    """Seat 0 to move answers for b1 (value 9, made by him) and holds no 9 (AKF-28)."""
    return state(
        client,
        builds=[B("b1", 9, [["4C", "5D"]], by=0)],
        table=["6C"],
        hand=["4H", "KS"],
        options=options,
        **kw,
    )


def test_bygg_pen_1_akf_28_d4_default_found_at_the_start_of_the_turn(client: FlaskClient) -> None:
    st = defaulting(client, PENALIZE)
    verdict = validate(client, st, {"card": "KS"})
    assert verdict["legal"] and verdict["interpretation"]["default"]["rule"] == "BYGG-PEN-4"
    # his play is judged on the corrected table: b1 is loose cards now
    legal(client, st, {"card": "4H", "capture": ["4C"]})
    illegal(client, st, {"card": "KS", "capture": ["b1"]})
    # holding a card of the value, nobody is in default
    fine = state(
        client,
        builds=[B("b1", 9, [["4C", "5D"]], by=0)],
        table=["6C"],
        hand=["9H", "KS"],
        options=PENALIZE,
    )
    assert (
        "default" not in validate(client, fine, {"card": "9H", "capture": ["b1"]})["interpretation"]
    )


def test_bygg_pen_2_akf_30_single_deal_default_loses_the_deal(client: FlaskClient) -> None:
    result = legal(client, defaulting(client, SINGLE), {"card": "KS"})
    after = result["state"]
    assert result["deal_over"] is True and after["ended_by"] == "penalty"
    assert after["to_move"] is None
    assert after["match"]["over"] is True and after["match"]["winners"] == [1]
    assert after["match"]["decided_by"] == "penalty"
    assert "deal_lost" in types(result)
    assert listing(client, BYGG, defaulting(client, SINGLE))["moves"] == []
    # four players: his partnership loses
    four = state(
        client,
        players=4,
        builds=[B("b1", 9, [["4C", "5D"]], by=0)],
        table=["6C"],
        hand=["4H", "KS"],
        options=SINGLE,
    )
    assert legal(client, four, {"card": "KS"})["state"]["match"]["winners"] == [1]
    # three players: the two others share the win (AKF-30)
    three = state(
        client,
        players=3,
        builds=[B("b1", 9, [["4C", "5D"]], by=0)],
        table=["6C"],
        hand=["4H", "KS"],
        options=SINGLE,
    )
    assert sorted(legal(client, three, {"card": "KS"})["state"]["match"]["winners"]) == [1, 2]


def owning(client: FlaskClient, options: Mapping[str, Any] | None = None, **kw: Any) -> Plain:
    """Seat 0 to move answers for b1 (value 9) and holds 9S: he may not trail."""
    return state(
        client,
        builds=[B("b1", 9, [["4C", "5D"]], by=0)],
        table=["6C"],
        hand=["9S", "KS"],
        options=options,
        **kw,
    )


def test_bygg_pen_3_single_deal_forbidden_trail_loses_the_deal(client: FlaskClient) -> None:
    st = owning(client, SINGLE)
    verdict = validate(client, st, {"card": "KS"})
    assert verdict["legal"] and verdict["interpretation"]["penalty"]["rule"] == "BYGG-PEN-3"
    result = legal(client, st, {"card": "KS"})
    assert result["deal_over"] is True and result["state"]["ended_by"] == "penalty"
    assert result["state"]["match"]["winners"] == [1]
    assert result["scores"]["totals"] == [0, 0]  # a deal lost by a penalty scores nothing
    # other illegal plays are still refused under "penalize"
    illegal(client, st, {"card": "KS", "capture": ["6C"]}, "BYGG-CAP-1")


def test_bygg_pen_4_match_default_five_points_builds_broken_up(client: FlaskClient) -> None:
    st = defaulting(client, PENALIZE)
    result = legal(client, st, {"card": "KS"})
    after = result["state"]
    assert after["penalties"] == [0, 5]
    assert after["table"]["builds"] == []
    assert Counter(after["table"]["cards"]) == Counter(["6C", "4C", "5D", "KS"])
    assert after["to_move"] == 1 and after["ended_by"] is None
    assert {"default", "builds_broken_up"} <= set(types(result))
    # a player not in default is not penalized
    clean = owning(client, PENALIZE)
    assert legal(client, clean, {"card": "9S", "capture": ["b1"]})["state"]["penalties"] == [0, 0]


def test_bygg_pen_5_d5_match_forbidden_trail_two_points_card_back(client: FlaskClient) -> None:
    st = owning(client, PENALIZE)
    verdict = validate(client, st, {"card": "KS"})
    assert verdict["legal"] and verdict["interpretation"]["penalty"]["rule"] == "BYGG-PEN-5"
    result = legal(client, st, {"card": "KS"})
    after = result["state"]
    assert Counter(after["hands"][0]) == Counter(["9S", "KS"])  # the card back in his hand
    assert after["to_move"] == 0  # ... and he plays again
    assert after["table"] == st["table"]
    assert after["penalties"] == [0, 2]
    penalty = [e for e in result["events"] if e["type"] == "penalty"]
    assert penalty and penalty[0]["points"] == 2 and penalty[0]["rule"] == "BYGG-PEN-5"
    legal(client, after, {"card": "9S", "capture": ["b1"]})
    # three players: every other player receives 2
    three = owning(client, PENALIZE, players=3)
    assert legal(client, three, {"card": "KS"})["state"]["penalties"] == [0, 2, 2]


def test_bygg_pen_6_akf_29_which_builds_are_broken_up(client: FlaskClient) -> None:
    builds = [
        B("b1", 9, [["4C", "5D"]], by=0),
        B("b2", 7, [["3C", "4D"]], by=0),
        B("b3", 8, [["2H", "6H"]], by=1),
    ]
    st = state(
        client,
        builds=builds,
        table=["KC"],
        hand=["7H", "KS"],
        options=PENALIZE,
        hands={1: ["8C", "QC"]},
    )
    result = legal(client, st, {"card": "KS"})  # trailing is allowed once they are loose
    after = result["state"]
    expect_builds(after["table"]["builds"], [{"id": "b3", "value": 8, "created_by": 1}])
    assert Counter(after["table"]["cards"]) == Counter(["KC", "4C", "5D", "3C", "4D", "KS"])
    broken = [e for e in result["events"] if e["type"] == "builds_broken_up"]
    assert broken and sorted(broken[0]["builds"]) == ["b1", "b2"]


def test_bygg_pen_7_penalty_points_count_match_decided_after_the_deal(
    client: FlaskClient,
) -> None:
    st = defaulting(client, PENALIZE, history=[[3, 20]])
    after = legal(client, st, {"card": "KS"})["state"]
    assert after["penalties"] == [0, 5]
    assert after["match"]["over"] is False and after["to_move"] == 1  # the deal goes on
    result = finish(
        client, {0: SPADES + HEARTS + ["AD"], 1: NO_KD[1:] + CLUBS}, 0, zones={"penalties": [0, 5]}
    )
    items = [i for i in result["scores"]["items"] if i["rule"] == "BYGG-PEN-7"]
    assert [(i["side"], i["points"]) for i in items] == [(1, 5)]
    assert result["scores"]["totals"] == [8, 8]


def test_bygg_pen_8_reject_refuses_the_trail_defaults_penalized_anyway(
    client: FlaskClient,
) -> None:
    st = owning(client)  # enforcement "reject" (the default)
    illegal(client, st, {"card": "KS"}, "BYGG-HOLD-2")
    assert (
        "penalty"
        not in validate(client, owning(client, PENALIZE), {"card": "9S", "capture": ["b1"]})[
            "interpretation"
        ]
    )
    result = legal(client, defaulting(client), {"card": "KS"})  # "reject": still penalized
    assert result["state"]["penalties"] == [0, 5]
    single = legal(client, defaulting(client, {"match": "single"}), {"card": "KS"})
    assert single["state"]["ended_by"] == "penalty"


# -- 6.17 Options ---------------------------------------------------------------------------------


def test_bygg_var_1_akf_25_raise_once_per_player(client: FlaskClient) -> None:
    once = {"raise_once_per_player": True}
    history = [[1, "create"], [0, "raise"], [1, "raise"]]
    twice = [B("b1", 9, [["2C", "3D", "2H", "2D"]], history=history, creation_value=5)]
    st = state(client, builds=twice, hand=["4S", "KS"], hands={1: ["9H", "QH"]}, options=once)
    illegal(client, st, {"card": "4S", "build": build(13, ["4S"], onto="b1")}, "BYGG-VAR-1")
    default = state(client, builds=twice, hand=["4S", "KS"], hands={1: ["9H", "QH"]})
    legal(client, default, {"card": "4S", "build": build(13, ["4S"], onto="b1")})
    first = [
        B("b1", 7, [["2C", "3D", "2H"]], history=[[1, "create"], [1, "raise"]], creation_value=5)
    ]
    st = state(client, builds=first, hand=["6S", "KS"], hands={1: ["7H", "QH"]}, options=once)
    legal(client, st, {"card": "6S", "build": build(13, ["6S"], onto="b1")})


def test_bygg_var_2_d2_two_card_simple_builds(client: FlaskClient) -> None:
    two = {"two_card_simple_builds": True}
    st = state(client, table=["4H", "2C", "3D", "4S"], hand=["5C", "JS", "9S"], options=two)
    illegal(client, st, {"card": "5C", "build": build(11, ["5C", "4H", "2C"])}, "BYGG-VAR-2")
    legal(client, st, {"card": "5C", "build": build(9, ["5C", "4H"])})
    # further parts of loose cards only may be larger
    legal(client, st, {"card": "5C", "build": build(9, ["5C", "4H"], ["2C", "3D", "4S"])})
    # D2: a new "ligger" build is allowed (the played card alone as its own part)
    ligger = state(client, table=["4H", "5D"], hand=["9S", "9C"], options=two)
    legal(client, ligger, {"card": "9S", "build": build(9, ["4H", "5D"], ["9S"])})
    # building on: the part holding the played card has at most two cards
    onto = state(
        client,
        builds=[B("b1", 9, [["4C", "5D"]], by=1)],
        table=["2H", "2D", "7S"],
        hand=["5C", "9S", "7C"],
        hands={1: ["9H", "KH", "QH"]},
        options=two,
    )
    illegal(
        client, onto, {"card": "5C", "build": build(9, ["5C", "2H", "2D"], onto="b1")}, "BYGG-VAR-2"
    )
    legal(client, onto, {"card": "7C", "build": build(9, ["7C", "2H"], ["7S", "2D"], onto="b1")})
    raise_ok = state(
        client,
        builds=[B("b1", 7, [["2D", "5C"]], by=1)],
        hand=["6S", "KD"],
        hands={1: ["7H", "3C"]},
        options=two,
    )
    legal(client, raise_ok, {"card": "6S", "build": build(13, ["6S"], onto="b1")})


def test_bygg_var_3_special_cards_capture_builds_only(client: FlaskClient) -> None:
    only = {"special_cards_capture_builds_only": True}
    st = state(
        client,
        builds=[B("b1", 15, [["9C", "6C"]], by=0)],
        table=["9H", "6H"],
        hand=["2S", "KS"],
        options=only,
    )
    illegal(client, st, {"card": "2S", "capture": ["9H", "6H"]}, "BYGG-VAR-3")
    legal(client, st, {"card": "2S", "capture": ["b1"]})
    default = state(
        client, builds=[B("b1", 15, [["9C", "6C"]], by=0)], table=["9H", "6H"], hand=["2S", "KS"]
    )
    legal(client, default, {"card": "2S", "capture": ["b1", "9H", "6H"]})


def test_bygg_var_4_akf_26_simple_build_plus_loose_cards(client: FlaskClient) -> None:
    plus = {"simple_build_plus_loose": True}
    st = state(
        client,
        builds=[B("b1", 7, [["2C", "5D"]], by=1)],
        table=["3C", "AH"],
        hand=["10H", "JH"],
        hands={1: ["7H", "QH"]},
        options=plus,
    )
    result = legal(client, st, {"card": "10H", "capture": ["b1", "3C"]})
    assert result["state"]["table"]["builds"] == []
    legal(client, st, {"card": "JH", "capture": ["b1", "3C", "AH"]})
    # a build needs at least one loose card with it; never two builds in one group
    two = state(
        client,
        builds=[B("b1", 7, [["2C", "5D"]], by=1), B("b2", 3, [["2H", "AD"]], by=1)],
        table=["3C"],
        hand=["10H", "JH"],
        hands={1: ["7H", "3D"]},
        options=plus,
    )
    illegal(client, two, {"card": "10H", "groups": [["b1", "b2"]]}, "BYGG-CAP-3")
    # the holding duty still asks for a card of exactly the build's value
    hold = state(client, table=["2D", "3C", "5S"], hand=["5H", "10C"], options=plus)
    illegal(client, hold, {"card": "5H", "build": build(7, ["5H", "2D"])}, "BYGG-HOLD-3")


def test_bygg_var_5_no_tabbe_points(client: FlaskClient) -> None:
    off = {"tabbe_points": False}
    st = state(client, table=["3D", "4S"], hand=["7S", "3C"], options=off)
    result = legal(client, st, {"card": "7S", "capture": ["3D", "4S"]})
    assert result["state"]["tabbar"] == [0, 0]
    on = state(client, table=["3D", "4S"], hand=["7S", "3C"])
    assert legal(client, on, {"card": "7S", "capture": ["3D", "4S"]})["state"]["tabbar"] == [1, 0]


def test_bygg_var_6_tabbe_cancellation(client: FlaskClient) -> None:
    cancel = {"tabbe_cancellation": True}
    st = state(client, table=["3D", "4S"], hand=["7S", "3C"], options=cancel, tabbar={1: 1})
    assert legal(client, st, {"card": "7S", "capture": ["3D", "4S"]})["state"]["tabbar"] == [0, 0]
    plain = state(client, table=["3D", "4S"], hand=["7S", "3C"], tabbar={1: 1})
    assert legal(client, plain, {"card": "7S", "capture": ["3D", "4S"]})["state"]["tabbar"] == [
        1,
        1,
    ]
    refused = post(client, BYGG, "deals", {"players": 3, "seed": 1, "options": cancel})
    assert refused.status_code == 422


def test_bygg_var_7_akf_32_match_formats(client: FlaskClient) -> None:
    for players, match in (
        (2, "single"),
        (2, "target"),
        (3, "three_deals"),
        (4, "target"),
        (3, "single"),
    ):
        response = post(
            client, BYGG, "deals", {"players": players, "seed": 1, "options": {"match": match}}
        )
        assert response.status_code == 200, (players, match)
    for players, match in ((3, "target"), (2, "three_deals"), (4, "three_deals")):
        response = post(
            client, BYGG, "deals", {"players": players, "seed": 1, "options": {"match": match}}
        )
        assert response.status_code == 422, (players, match)
    default3 = post(client, BYGG, "deals", {"players": 3, "seed": 1}).get_json()["state"]
    assert default3["options"]["match"] == "three_deals"


def test_bygg_var_8_target(client: FlaskClient) -> None:
    dealt = post(client, BYGG, "deals", {"players": 2, "seed": 1}).get_json()["state"]
    assert dealt["options"]["target"] == 21 and dealt["match"]["target"] == 21
    piles = {0: SPADES + HEARTS + ["AD"], 1: NO_KD[1:] + CLUBS}
    result = finish(client, piles, 0, options={"target": 15}, history=[[8, 3]])
    assert result["state"]["match"]["over"] is True  # 16 : 6 reaches 15
    assert (
        post(client, BYGG, "deals", {"players": 2, "seed": 1, "options": {"target": 0}}).status_code
        == 422
    )


def test_bygg_d1_one_listed_play_per_distinct_build(client: FlaskClient) -> None:
    """D1: two ways of splitting 3C 3D 3H 3S with 6C into parts of 6 are one play."""
    st = state(client, table=["3C", "3D", "3H"], hand=["3S", "6C"])
    found = plays(client, st, "3S")
    builds_ = [k for k in found if k[0] == "build"]
    assert len(builds_) == len(set(builds_))
    assert ("build", "3S", "new", None, 6, ("3C", "3D", "3H"), ()) in builds_
