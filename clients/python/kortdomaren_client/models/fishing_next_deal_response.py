from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fishing_state import FishingState


T = TypeVar("T", bound="FishingNextDealResponse")


@_attrs_define
class FishingNextDealResponse:
    """
    Attributes:
        family (Literal['fishing']): Always 'fishing': tells this answer from other families' (the discriminator).
            Default: 'fishing'.
        state (FishingState):
    """

    state: FishingState
    family: Literal["fishing"] = "fishing"

    def to_dict(self) -> dict[str, Any]:
        family = self.family

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_state import FishingState  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["fishing"], d.pop("family"))
        if family != "fishing":
            raise ValueError(f"family must match const 'fishing', got '{family}'")

        state = FishingState.from_dict(d.pop("state"))

        fishing_next_deal_response = cls(
            family=family,
            state=state,
        )

        return fishing_next_deal_response
