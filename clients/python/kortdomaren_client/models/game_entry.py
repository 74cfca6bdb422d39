from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_entry_family import GameEntryFamily
from ..models.game_entry_partnerships import GameEntryPartnerships
from ..models.game_id import GameId

if TYPE_CHECKING:
    from ..models.deck_variant import DeckVariant
    from ..models.option_entry import OptionEntry


T = TypeVar("T", bound="GameEntry")


@_attrs_define
class GameEntry:
    """
    Attributes:
        id (GameId): The id of a game in the catalogue.
        name (str): The game's name.
        family (GameEntryFamily): The game family: the schemas its states, moves and answers use.
        players (list[int]): The player counts it is played with.
        partnerships (GameEntryPartnerships): none, optional or required.
        options (list[OptionEntry]): The game's options.
        deck (list[str]): The game's deck in canonical order with every option at its default: what a sealed deal
            shuffles, so a revealed fairness record's deck can be compared with it.
        decks (list[DeckVariant]): Each option value that deals from another deck (every other option at its default),
            with that deck; empty when no option changes the deck.
    """

    id: GameId
    name: str
    family: GameEntryFamily
    players: list[int]
    partnerships: GameEntryPartnerships
    options: list[OptionEntry]
    deck: list[str]
    decks: list[DeckVariant]

    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        name = self.name

        family = self.family.value

        players = self.players

        partnerships = self.partnerships.value

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        deck = self.deck

        decks = []
        for decks_item_data in self.decks:
            decks_item = decks_item_data.to_dict()
            decks.append(decks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "family": family,
                "players": players,
                "partnerships": partnerships,
                "options": options,
                "deck": deck,
                "decks": decks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deck_variant import DeckVariant  # noqa: PLC0415
        from ..models.option_entry import OptionEntry  # noqa: PLC0415

        d = dict(src_dict)
        id = GameId(d.pop("id"))

        name = d.pop("name")

        family = GameEntryFamily(d.pop("family"))

        players = cast(list[int], d.pop("players"))

        partnerships = GameEntryPartnerships(d.pop("partnerships"))

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = OptionEntry.from_dict(options_item_data)

            options.append(options_item)

        deck = cast(list[str], d.pop("deck"))

        decks = []
        _decks = d.pop("decks")
        for decks_item_data in _decks:
            decks_item = DeckVariant.from_dict(decks_item_data)

            decks.append(decks_item)

        game_entry = cls(
            id=id,
            name=name,
            family=family,
            players=players,
            partnerships=partnerships,
            options=options,
            deck=deck,
            decks=decks,
        )

        return game_entry
