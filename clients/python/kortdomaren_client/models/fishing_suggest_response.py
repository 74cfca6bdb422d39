from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fishing_suggest_response_level import FishingSuggestResponseLevel

if TYPE_CHECKING:
    from ..models.fishing_move import FishingMove


T = TypeVar("T", bound="FishingSuggestResponse")


@_attrs_define
class FishingSuggestResponse:
    """
    Attributes:
        family (Literal['fishing']): Always 'fishing': tells this answer from other families' (the discriminator).
            Default: 'fishing'.
        seat (int): The seat the move is for.
        level (FishingSuggestResponseLevel): The level.
        move (FishingMove):
        reason (str): Why, in one short sentence.
        considered (int): Moves (random, greedy) or simulations (search) looked at.
    """

    seat: int
    level: FishingSuggestResponseLevel
    move: FishingMove
    reason: str
    considered: int
    family: Literal["fishing"] = "fishing"

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
        from ..models.fishing_move import FishingMove  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["fishing"], d.pop("family"))
        if family != "fishing":
            raise ValueError(f"family must match const 'fishing', got '{family}'")

        seat = d.pop("seat")

        level = FishingSuggestResponseLevel(d.pop("level"))

        move = FishingMove.from_dict(d.pop("move"))

        reason = d.pop("reason")

        considered = d.pop("considered")

        fishing_suggest_response = cls(
            family=family,
            seat=seat,
            level=level,
            move=move,
            reason=reason,
            considered=considered,
        )

        return fishing_suggest_response
