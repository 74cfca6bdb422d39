from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.femhundra_drawn import FemhundraDrawn


T = TypeVar("T", bound="FemhundraTurn")


@_attrs_define
class FemhundraTurn:
    """
    Attributes:
        number (int): The turn's number in the hand, 0 for the forehand's first; turns 0 … players-1 are round 1
            (R500-FIRST-1).
        drawn (FemhundraDrawn | None): This turn's draw: source ("stock", "pile" for the top card, "whole_pile") and the
            cards it brought; null before the draw.
        melded (bool): Whether the player to move has melded in this turn (R500-OUT-2, R500-BONUS-1).
        pile_meld (bool): Whether the meld R500-PILE-3 requires after taking the whole pile has been made.
    """

    number: int
    drawn: FemhundraDrawn | None
    melded: bool
    pile_meld: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.femhundra_drawn import FemhundraDrawn  # noqa: PLC0415

        number = self.number

        drawn: dict[str, Any] | None
        if isinstance(self.drawn, FemhundraDrawn):
            drawn = self.drawn.to_dict()
        else:
            drawn = self.drawn

        melded = self.melded

        pile_meld = self.pile_meld

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "drawn": drawn,
                "melded": melded,
                "pile_meld": pile_meld,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_drawn import FemhundraDrawn  # noqa: PLC0415

        d = dict(src_dict)
        number = d.pop("number")

        def _parse_drawn(data: object) -> FemhundraDrawn | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                drawn_type_0 = FemhundraDrawn.from_dict(data)

                return drawn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FemhundraDrawn | None, data)

        drawn = _parse_drawn(d.pop("drawn"))

        melded = d.pop("melded")

        pile_meld = d.pop("pile_meld")

        femhundra_turn = cls(
            number=number,
            drawn=drawn,
            melded=melded,
            pile_meld=pile_meld,
        )

        return femhundra_turn
