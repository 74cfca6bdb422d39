from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tarot_state import TarotState


T = TypeVar("T", bound="TarotNextDealResponse")


@_attrs_define
class TarotNextDealResponse:
    """
    Attributes:
        family (Literal['tarot']): Always 'tarot': tells this answer from other families' (the discriminator). Default:
            'tarot'.
        state (TarotState):
    """

    state: TarotState
    family: Literal["tarot"] = "tarot"

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
        from ..models.tarot_state import TarotState  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["tarot"], d.pop("family"))
        if family != "tarot":
            raise ValueError(f"family must match const 'tarot', got '{family}'")

        state = TarotState.from_dict(d.pop("state"))

        tarot_next_deal_response = cls(
            family=family,
            state=state,
        )

        return tarot_next_deal_response
