from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tarot_state import TarotState
    from ..models.tarot_state_input import TarotStateInput


T = TypeVar("T", bound="TarotNextDealRequest")


@_attrs_define
class TarotNextDealRequest:
    """
    Attributes:
        state (TarotState | TarotStateInput): The game state.
    """

    state: TarotState | TarotStateInput

    def to_dict(self) -> dict[str, Any]:
        from ..models.tarot_state import TarotState  # noqa: PLC0415

        state: dict[str, Any]
        if isinstance(self.state, TarotState):
            state = self.state.to_dict()
        else:
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
        from ..models.tarot_state_input import TarotStateInput  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_state(data: object) -> TarotState | TarotStateInput:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = TarotState.from_dict(data)

                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            state_type_1 = TarotStateInput.from_dict(data)

            return state_type_1

        state = _parse_state(d.pop("state"))

        tarot_next_deal_request = cls(
            state=state,
        )

        return tarot_next_deal_request
