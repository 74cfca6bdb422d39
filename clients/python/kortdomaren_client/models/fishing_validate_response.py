from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fishing_validate_response_interpretation import FishingValidateResponseInterpretation
    from ..models.violation import Violation


T = TypeVar("T", bound="FishingValidateResponse")


@_attrs_define
class FishingValidateResponse:
    """
    Attributes:
        family (Literal['fishing']): Always 'fishing': tells this answer from other families' (the discriminator).
            Default: 'fishing'.
        legal (bool): Whether apply accepts the move. Under the option enforcement: penalize, a move that breaks a rule
            punished by a penalty (a missed forced tabbe in misär, a forbidden trail in Byggkasino) is accepted with it:
            legal is true, and interpretation.penalty gives the rule broken (breach), the penalty's rule and what it costs;
            legal-moves lists only moves that break no rule.
        violations (list[Violation]): The rules the move breaks, most specific first; empty if legal.
        interpretation (FishingValidateResponseInterpretation): How a legal move was read: kind (trail, capture, …), the
            played value, the groups and special values used (keyed by card, as a move pins them: a card whose two copies in
            the play took two values is left out), and a penalty incurred under enforcement: penalize. Empty for an illegal
            move.
    """

    legal: bool
    violations: list[Violation]
    interpretation: FishingValidateResponseInterpretation
    family: Literal["fishing"] = "fishing"

    def to_dict(self) -> dict[str, Any]:
        family = self.family

        legal = self.legal

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        interpretation = self.interpretation.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "legal": legal,
                "violations": violations,
                "interpretation": interpretation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_validate_response_interpretation import FishingValidateResponseInterpretation  # noqa: PLC0415
        from ..models.violation import Violation  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["fishing"], d.pop("family"))
        if family != "fishing":
            raise ValueError(f"family must match const 'fishing', got '{family}'")

        legal = d.pop("legal")

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = Violation.from_dict(violations_item_data)

            violations.append(violations_item)

        interpretation = FishingValidateResponseInterpretation.from_dict(d.pop("interpretation"))

        fishing_validate_response = cls(
            family=family,
            legal=legal,
            violations=violations,
            interpretation=interpretation,
        )

        return fishing_validate_response
