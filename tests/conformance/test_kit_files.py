"""The checked-in conformance kit: its files fit their JSON Schemas, the manifest tells the
truth about every file, and the kit covers what a conformance suite needs (every game of the
catalogue; early, middle and end positions; builds, jokers, the Fjønt; forced options)."""

from __future__ import annotations

import copy
import hashlib
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient
from jsonschema import Draft202012Validator

from service.conformance import KIT, index

ROOT = Path(__file__).resolve().parents[2]
GAMES = [entry["game"] for entry in index()["games"]]
RULE_ID = re.compile(r"^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$")


def schema(name: str) -> Draft202012Validator:
    document = json.loads((KIT / name).read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(document)
    return Draft202012Validator(document)


@cache
def kit_file(game: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((KIT / "games" / f"{game}.json").read_bytes())
    return data


def test_the_index_fits_its_schema_and_lists_every_game_of_the_catalogue(
    client: FlaskClient,
) -> None:
    schema("index.schema.json").validate(index())
    catalogue = [entry["id"] for entry in client.get("/v1/games").get_json()["games"]]
    assert catalogue == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_every_game_file_fits_the_kit_schema(game: str) -> None:
    errors = list(schema("kit.schema.json").iter_errors(kit_file(game)))
    assert not errors, [f"{list(e.absolute_path)[:5]}: {e.message[:200]}" for e in errors[:5]]


def test_the_kit_schema_refuses_an_illegal_check_without_its_rule_ids() -> None:
    broken = copy.deepcopy(kit_file("kasino"))
    check = next(c for p in broken["positions"] for c in p["checks"] if not c["legal"])
    check["violations"] = []
    assert list(schema("kit.schema.json").iter_errors(broken))


@pytest.mark.parametrize("entry", index()["games"], ids=GAMES)
def test_the_index_states_each_file_s_size_hash_and_counts(entry: dict[str, Any]) -> None:
    data = (KIT / entry["file"]).read_bytes()
    assert entry["sha256"] == hashlib.sha256(data).hexdigest()
    assert entry["bytes"] == len(data)
    document = kit_file(entry["game"])
    assert (document["game"], document["version"]) == (entry["game"], entry["version"])
    assert entry["positions"] == len(document["positions"])
    assert entry["checks"] == sum(len(p["checks"]) for p in document["positions"])
    assert (entry["deals"], entry["perft"]) == (len(document["deals"]), len(document["perft"]))


def test_the_kit_stays_small() -> None:
    sizes = {entry["game"]: entry["bytes"] for entry in index()["games"]}
    assert max(sizes.values()) < 1_500_000, sizes
    assert sum(sizes.values()) < 10_000_000


@pytest.mark.parametrize("game", GAMES)
def test_positions_are_complete_and_illegal_checks_cite_rules(game: str) -> None:
    document = kit_file(game)
    for position in document["positions"]:
        listing = position["legal_moves"]
        assert listing["count"] == len(listing["moves"]) > 0, position["id"]
        listed = {json.dumps(m, sort_keys=True) for m in listing["moves"]}
        for check in position["checks"]:
            in_list = json.dumps(check["move"], sort_keys=True) in listed
            if check["legal"]:
                assert in_list == check.get("listed", True), position["id"]
            else:
                assert not in_list, position["id"]
                assert all(RULE_ID.match(v["rule"]) for v in check["violations"]), check
        assert any(not c["legal"] for c in position["checks"]), position["id"]
    assert {"early", "middle", "end"} <= {t for p in document["positions"] for t in p["tags"]}
    for perft in document["perft"]:
        first, second, third = perft["counts"]
        assert 0 < first <= second and third <= 200_000, perft["id"]
    assert all(deal["moves"] for deal in document["deals"])


KINDS = {
    "kasino": {"crowded", "forced"},
    "kasino-misar": {"forced"},
    "byggkasino": {"builds", "holding", "penalize", "crowded"},
    "mulle-glimne": {"builds", "holding"},
    "femhundra": {"jokers", "crowded"},
    "800": {"fjont"},
    "1000": {"fjont"},
    "150": {"fjont"},
    "fjabbe": {"fjont"},
}


@pytest.mark.parametrize("game", sorted(KINDS))
def test_the_positions_that_matter_are_in_the_kit(game: str) -> None:
    tags = {t for p in kit_file(game)["positions"] for t in p["tags"]}
    assert KINDS[game] <= tags


def test_penalized_plays_and_near_misses_of_builds_are_in_the_kit() -> None:
    """Byggkasino: a forbidden trail accepted and penalized (BYGG-PEN-3), a build with a
    wrong value refused (BYGG-RAISE-2 or BYGG-BUILD-*), a capture with a wrong sum."""
    checks = [c for p in kit_file("byggkasino")["positions"] for c in p["checks"]]
    penalized = [c for c in checks if c.get("listed") is False]
    assert any(c["interpretation"].get("kind") == "forbidden_trail" for c in penalized)
    rules = {v["rule"] for c in checks if not c["legal"] for v in c["violations"]}
    assert {"CORE-TURN-1", "CORE-TURN-2", "BYGG-HOLD-2"} <= rules
    assert any(r.startswith("BYGG-BUILD-") for r in rules)


def test_reneging_is_refused_in_every_trick_game() -> None:
    for game in ("800", "1000", "150", "fjabbe"):
        cited = {
            (v["rule"], v["code"])
            for p in kit_file(game)["positions"]
            for c in p["checks"]
            if not c["legal"]
            for v in c["violations"]
        }
        assert ("R800-PLAY-3", "must_follow_suit") in cited, game


def test_the_repository_s_conformance_directory_is_the_packaged_kit() -> None:
    assert (ROOT / "conformance").resolve() == KIT
    assert (ROOT / "conformance" / "index.json").is_file()
