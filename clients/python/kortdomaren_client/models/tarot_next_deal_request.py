from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tarot_state import TarotState


T = TypeVar("T", bound="TarotNextDealRequest")


@_attrs_define
class TarotNextDealRequest:
    """
    Attributes:
        state (TarotState):
    """

    state: TarotState

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tarot_state import TarotState  # noqa: PLC0415

        d = dict(src_dict)
        state = TarotState.from_dict(d.pop("state"))

        tarot_next_deal_request = cls(
            state=state,
        )

        return tarot_next_deal_request
