from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.femhundra_move_ace import FemhundraMoveAce
from ..models.femhundra_move_end import FemhundraMoveEnd
from ..models.femhundra_move_source import FemhundraMoveSource
from ..models.femhundra_move_type import FemhundraMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FemhundraMove")


@_attrs_define
class FemhundraMove:
    """
    Attributes:
        type_ (FemhundraMoveType): The step: draw, take_pile, meld, lay_off, swap_joker, discard or claim.
        player (int): The seat making the move (for a claim, the claimer).
        source (FemhundraMoveSource | Unset): draw: "stock" (R500-DRAW-1) or "pile" for its top card (R500-DRAW-2).
        reshuffle (list[str] | Unset): draw/take_pile, optional: when this draw makes the stock run out, the pile's
            cards in their new order, the first turned up (R500-STOCK-2).
        cards (list[str] | Unset): meld/lay_off: the cards from the hand, in any order ("JK" for the joker).
        card (str | Unset): discard: the card discarded; swap_joker: the card put in the joker's place; claim: the
            discard claimed. Example: 7S.
        joker_as (str | Unset): meld/lay_off/claim with the joker: the card it stands for (R500-JOKER-1). Example: 7S.
        target (str | Unset): lay_off/claim: the id of the combination built on (R500-LAYOFF-5).
        end (FemhundraMoveEnd | Unset): lay_off/claim on a run: "low" or "high", the end extended; needed only when the
            cards fit both ends.
        ace (FemhundraMoveAce | Unset): meld of a full 13-card run: "low" (A to K) or "high" (2 to A).
    """

    type_: FemhundraMoveType
    player: int
    source: FemhundraMoveSource | Unset = UNSET
    reshuffle: list[str] | Unset = UNSET
    cards: list[str] | Unset = UNSET
    card: str | Unset = UNSET
    joker_as: str | Unset = UNSET
    target: str | Unset = UNSET
    end: FemhundraMoveEnd | Unset = UNSET
    ace: FemhundraMoveAce | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        source: str | Unset = UNSET
        if not isinstance(self.source, Unset):
            source = self.source.value

        reshuffle: list[str] | Unset = UNSET
        if not isinstance(self.reshuffle, Unset):
            reshuffle = self.reshuffle

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        card = self.card

        joker_as = self.joker_as

        target = self.target

        end: str | Unset = UNSET
        if not isinstance(self.end, Unset):
            end = self.end.value

        ace: str | Unset = UNSET
        if not isinstance(self.ace, Unset):
            ace = self.ace.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "player": player,
            }
        )
        if source is not UNSET:
            field_dict["source"] = source
        if reshuffle is not UNSET:
            field_dict["reshuffle"] = reshuffle
        if cards is not UNSET:
            field_dict["cards"] = cards
        if card is not UNSET:
            field_dict["card"] = card
        if joker_as is not UNSET:
            field_dict["joker_as"] = joker_as
        if target is not UNSET:
            field_dict["target"] = target
        if end is not UNSET:
            field_dict["end"] = end
        if ace is not UNSET:
            field_dict["ace"] = ace

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = FemhundraMoveType(d.pop("type"))

        player = d.pop("player")

        _source = d.pop("source", UNSET)
        source: FemhundraMoveSource | Unset
        if isinstance(_source, Unset):
            source = UNSET
        else:
            source = FemhundraMoveSource(_source)

        reshuffle = cast(list[str], d.pop("reshuffle", UNSET))

        cards = cast(list[str], d.pop("cards", UNSET))

        card = d.pop("card", UNSET)

        joker_as = d.pop("joker_as", UNSET)

        target = d.pop("target", UNSET)

        _end = d.pop("end", UNSET)
        end: FemhundraMoveEnd | Unset
        if isinstance(_end, Unset):
            end = UNSET
        else:
            end = FemhundraMoveEnd(_end)

        _ace = d.pop("ace", UNSET)
        ace: FemhundraMoveAce | Unset
        if isinstance(_ace, Unset):
            ace = UNSET
        else:
            ace = FemhundraMoveAce(_ace)

        femhundra_move = cls(
            type_=type_,
            player=player,
            source=source,
            reshuffle=reshuffle,
            cards=cards,
            card=card,
            joker_as=joker_as,
            target=target,
            end=end,
            ace=ace,
        )

        return femhundra_move
