"""Loading a kit: the index, the sha256 of each file, the format version, the games asked."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from service.runner.kit import KitError, default_kit, load_kit


def test_the_kit_loads_in_index_order(kit_dir: Path) -> None:
    index = json.loads((kit_dir / "index.json").read_text())
    kits = load_kit(kit_dir)
    assert [kit.game for kit in kits] == [entry["game"] for entry in index["games"]]
    assert [len(kit.perft) for kit in kits] == [entry["perft"] for entry in index["games"]]
    chosen = load_kit(kit_dir, ["femhundra", "kasino", "femhundra"])
    assert [kit.game for kit in chosen] == ["femhundra", "kasino"]


def test_a_changed_file_is_refused(kit_dir: Path, tmp_path: Path) -> None:
    copy = Path(shutil.copytree(kit_dir, tmp_path / "kit"))
    path = copy / "games" / "kasino.json"
    path.write_bytes(path.read_bytes().replace(b'"count":', b'"count": ', 1))
    with pytest.raises(KitError, match="sha256"):
        load_kit(copy)
    assert load_kit(copy, ["femhundra"])[0].positions  # another game's file is intact


def test_another_format_version_is_refused(kit_dir: Path, tmp_path: Path) -> None:
    copy = Path(shutil.copytree(kit_dir, tmp_path / "kit"))
    index = json.loads((copy / "index.json").read_text())
    (copy / "index.json").write_text(json.dumps({**index, "kit_version": 2}))
    with pytest.raises(KitError, match="format version 2"):
        load_kit(copy)


def test_an_unknown_game_or_a_missing_kit_is_refused(kit_dir: Path, tmp_path: Path) -> None:
    with pytest.raises(KitError, match="no game whist"):
        load_kit(kit_dir, ["whist"])
    with pytest.raises(KitError, match="no kit file"):
        load_kit(tmp_path)


def test_the_default_kit_is_the_one_shipped_in_the_package() -> None:
    assert default_kit().parts[-3:] == ("service", "conformance", "kit")
    assert (default_kit() / "index.json").is_file()
