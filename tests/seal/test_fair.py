"""The commit–reveal shuffle: the documented vector, the verifier, and what the stream promises."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.cli import main as cli_main
from service.core.cards import STANDARD_DECK
from service.games import find_game
from service.seal import fair

ROOT = Path(__file__).resolve().parents[2]


def documented_vector() -> dict[str, object]:
    """The JSON record of docs/fair-deals.md's test vector (the docs are the spec)."""
    text = (ROOT / "docs" / "fair-deals.md").read_text(encoding="utf-8")
    block = re.search(r"## Test vector.*?```json\n(.*?)```", text, re.S)
    assert block is not None, "docs/fair-deals.md lost its test vector"
    record: dict[str, object] = json.loads(block.group(1))
    return record


def test_the_documented_vector_is_what_the_code_derives() -> None:
    record = documented_vector()
    seed = bytes.fromhex(str(record["server_seed"]))
    assert record["commitment"] == fair.commitment(seed)
    [entry] = record["shuffles"]  # type: ignore[misc]
    assert entry["deck"] == list(STANDARD_DECK)
    assert entry["order"] == fair.shuffle(STANDARD_DECK, seed, 1, ["alice", "bob"])
    assert fair.verify(record) == []


def test_the_documented_first_words() -> None:
    stream = fair.words(bytes(range(32)), 1, "deal", ["alice", "bob"])
    assert [next(stream) for _ in range(4)] == [1221800719, 3612549031, 1087736953, 2363903764]


def tampered(change: str) -> dict[str, object]:
    record = documented_vector()
    entry = record["shuffles"][0]  # type: ignore[index]
    if change == "seed":
        record["server_seed"] = "ff" + str(record["server_seed"])[2:]
    elif change == "order":
        entry["order"][0], entry["order"][1] = entry["order"][1], entry["order"][0]
    elif change == "client_seed":
        record["client_seeds"] = ["alice", "bobby"]
    elif change == "deal_number":
        record["deal_number"] = 2
    return record


@pytest.mark.parametrize("change", ["seed", "order", "client_seed", "deal_number"])
def test_the_verifier_refuses_any_change(change: str) -> None:
    assert fair.verify(tampered(change)) != []


def as_revealed(record: dict[str, object]) -> dict[str, object]:
    """The vector as a sealed Kasino deal reveals it: the game, its options, and a dealer named
    by the request (the vector's deck is Kasino's)."""
    game = find_game("kasino")
    assert game is not None
    options = game.resolve_options({}, 2).to_plain()
    given = {"dealer": None, "dealer_chosen": "request"}
    return {**record, "game": "kasino", "options": options, **given}


def test_the_standalone_script_needs_only_the_standard_library(tmp_path: Path) -> None:
    """scripts/verify_deal.py in a bare interpreter (-I -S: no site-packages at all)."""
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(as_revealed(documented_vector())))
    bad.write_text(json.dumps(as_revealed(tampered("order"))))
    script = str(ROOT / "scripts" / "verify_deal.py")
    ok = subprocess.run([sys.executable, "-I", "-S", script, str(good)], capture_output=True)
    assert ok.returncode == 0, ok.stderr
    assert b"OK" in ok.stdout
    fail = subprocess.run([sys.executable, "-I", "-S", script, str(bad)], capture_output=True)
    assert fail.returncode == 1
    assert b"FAIL" in fail.stdout


def test_the_console_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(as_revealed(documented_vector())))
    assert cli_main(["verify", str(good)]) == 0
    good.write_text(json.dumps(as_revealed(tampered("seed"))))
    assert cli_main(["verify", str(good)]) == 1
    assert "commitment" in capsys.readouterr().out


@given(st.binary(min_size=32, max_size=32), st.integers(1, 10**6), st.lists(st.text(max_size=8)))
def test_a_shuffle_is_a_permutation(seed: bytes, number: int, clients: list[str]) -> None:
    order = fair.shuffle(STANDARD_DECK, seed, number, clients)
    assert sorted(order) == sorted(STANDARD_DECK)
    assert order == fair.shuffle(STANDARD_DECK, seed, number, clients)


def test_every_input_changes_the_order() -> None:
    seed = bytes(32)
    base = fair.shuffle(STANDARD_DECK, seed, 1, ["a"])
    assert fair.shuffle(STANDARD_DECK, bytes(31) + b"\1", 1, ["a"]) != base
    assert fair.shuffle(STANDARD_DECK, seed, 2, ["a"]) != base
    assert fair.shuffle(STANDARD_DECK, seed, 1, ["b"]) != base
    assert fair.shuffle(STANDARD_DECK, seed, 1, ["a"], "reshuffle:1") != base
    # length prefixes keep ["ab"] and ["a", "b"] apart
    assert fair.shuffle(STANDARD_DECK, seed, 1, ["ab"]) != fair.shuffle(
        STANDARD_DECK, seed, 1, ["a", "b"]
    )


def test_first_positions_are_uniform() -> None:
    """Chi-square over 4,000 shuffles of 4 cards: every card lands first about equally often."""
    firsts = Counter(fair.shuffle("ABCD", i.to_bytes(32, "big"), 1)[0] for i in range(4000))
    chi2 = sum((n - 1000) ** 2 / 1000 for n in firsts.values())
    assert len(firsts) == 4
    assert chi2 < 16.27  # p = 0.001 for 3 degrees of freedom


def test_below_rejects_the_biased_tail() -> None:
    # 2**32 - 1 is in the tail for n = 3 (limit 2**32 - 1), so the next word is used
    assert fair.below(iter([2**32 - 1, 7]), 3) == 1
    with pytest.raises(ValueError, match="n must be"):
        fair.below(iter([1]), 0)


def test_the_dealer_draw_is_verified() -> None:
    record = documented_vector()
    stream = fair.words(bytes(range(32)), 1, fair.DEALER, ["alice", "bob"])
    seat = fair.below(stream, 4)
    record["dealer"] = {"players": 4, "seat": seat}
    assert fair.verify(record) == []
    record["dealer"] = {"players": 4, "seat": (seat + 1) % 4}
    assert fair.verify(record) == ["the dealer is not the seat the seeds draw"]
