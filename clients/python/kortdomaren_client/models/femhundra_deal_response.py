from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.femhundra_state import FemhundraState


T = TypeVar("T", bound="FemhundraDealResponse")


@_attrs_define
class FemhundraDealResponse:
    """
    Attributes:
        family (Literal['femhundra']): Always 'femhundra': tells this answer from other families' (the discriminator).
            Default: 'femhundra'.
        state (FemhundraState):
        seed (int): The match seed used (the one given, or drawn).
    """

    state: FemhundraState
    seed: int
    family: Literal["femhundra"] = "femhundra"

    def to_dict(self) -> dict[str, Any]:
        family = self.family

        state = self.state.to_dict()

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "state": state,
                "seed": seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["femhundra"], d.pop("family"))
        if family != "femhundra":
            raise ValueError(f"family must match const 'femhundra', got '{family}'")

        state = FemhundraState.from_dict(d.pop("state"))

        seed = d.pop("seed")

        femhundra_deal_response = cls(
            family=family,
            state=state,
            seed=seed,
        )

        return femhundra_deal_response
