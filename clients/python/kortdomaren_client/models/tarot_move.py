from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tarot_move_type import TarotMoveType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tarot_sequence import TarotSequence


T = TypeVar("T", bound="TarotMove")


@_attrs_define
class TarotMove:
    """
    Attributes:
        type_ (TarotMoveType): The step: discard_widow, declare, play or fjont_exchange.
        player (int): Seat making the step.
        cards (list[str] | Unset): discard_widow: the cards laid away.
        card (str | Unset): play: the card played; fjont_exchange: the won card given for the Fjønt. Example: 7S.
        sets (list[list[str]] | Unset): declare: the sets shown, each a list of cards.
        sequences (list[TarotSequence] | Unset): declare: the sequences shown, each {kind, cards}.
    """

    type_: TarotMoveType
    player: int
    cards: list[str] | Unset = UNSET
    card: str | Unset = UNSET
    sets: list[list[str]] | Unset = UNSET
    sequences: list[TarotSequence] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        card = self.card

        sets: list[list[str]] | Unset = UNSET
        if not isinstance(self.sets, Unset):
            sets = []
            for sets_item_data in self.sets:
                sets_item = sets_item_data

                sets.append(sets_item)

        sequences: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.sequences, Unset):
            sequences = []
            for sequences_item_data in self.sequences:
                sequences_item = sequences_item_data.to_dict()
                sequences.append(sequences_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if card is not UNSET:
            field_dict["card"] = card
        if sets is not UNSET:
            field_dict["sets"] = sets
        if sequences is not UNSET:
            field_dict["sequences"] = sequences

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tarot_sequence import TarotSequence  # noqa: PLC0415

        d = dict(src_dict)
        type_ = TarotMoveType(d.pop("type"))

        player = d.pop("player")

        cards = cast(list[str], d.pop("cards", UNSET))

        card = d.pop("card", UNSET)

        _sets = d.pop("sets", UNSET)
        sets: list[list[str]] | Unset = UNSET
        if _sets is not UNSET:
            sets = []
            for sets_item_data in _sets:
                sets_item = cast(list[str], sets_item_data)

                sets.append(sets_item)

        _sequences = d.pop("sequences", UNSET)
        sequences: list[TarotSequence] | Unset = UNSET
        if _sequences is not UNSET:
            sequences = []
            for sequences_item_data in _sequences:
                sequences_item = TarotSequence.from_dict(sequences_item_data)

                sequences.append(sequences_item)

        tarot_move = cls(
            type_=type_,
            player=player,
            cards=cards,
            card=card,
            sets=sets,
            sequences=sequences,
        )

        return tarot_move
