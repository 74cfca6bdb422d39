from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.femhundra_suggest_response_level import FemhundraSuggestResponseLevel

if TYPE_CHECKING:
    from ..models.femhundra_move import FemhundraMove


T = TypeVar("T", bound="FemhundraSuggestResponse")


@_attrs_define
class FemhundraSuggestResponse:
    """
    Attributes:
        family (Literal['femhundra']): Always 'femhundra': tells this answer from other families' (the discriminator).
            Default: 'femhundra'.
        seat (int): The seat the move is for.
        level (FemhundraSuggestResponseLevel): The level.
        move (FemhundraMove):
        reason (str): Why, in one short sentence.
        considered (int): Moves (random, greedy) or simulations (search) looked at.
    """

    seat: int
    level: FemhundraSuggestResponseLevel
    move: FemhundraMove
    reason: str
    considered: int
    family: Literal["femhundra"] = "femhundra"

    def to_dict(self) -> dict[str, Any]:
        family = self.family

        seat = self.seat

        level = self.level.value

        move = self.move.to_dict()

        reason = self.reason

        considered = self.considered

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "seat": seat,
                "level": level,
                "move": move,
                "reason": reason,
                "considered": considered,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_move import FemhundraMove  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["femhundra"], d.pop("family"))
        if family != "femhundra":
            raise ValueError(f"family must match const 'femhundra', got '{family}'")

        seat = d.pop("seat")

        level = FemhundraSuggestResponseLevel(d.pop("level"))

        move = FemhundraMove.from_dict(d.pop("move"))

        reason = d.pop("reason")

        considered = d.pop("considered")

        femhundra_suggest_response = cls(
            family=family,
            seat=seat,
            level=level,
            move=move,
            reason=reason,
            considered=considered,
        )

        return femhundra_suggest_response
