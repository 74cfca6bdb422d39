from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.femhundra_validate_response_interpretation import FemhundraValidateResponseInterpretation
    from ..models.violation import Violation


T = TypeVar("T", bound="FemhundraValidateResponse")


@_attrs_define
class FemhundraValidateResponse:
    """
    Attributes:
        legal (bool | Unset): Whether apply accepts the move. Under the option enforcement: penalize, a move that breaks
            a rule punished by a penalty (a missed forced tabbe in misär, a forbidden trail in Byggkasino) is accepted with
            it: legal is true, and interpretation.penalty gives the rule broken (breach), the penalty's rule and what it
            costs; legal-moves lists only moves that break no rule.
        violations (list[Violation] | Unset):
        interpretation (FemhundraValidateResponseInterpretation | Unset): How a legal move was read: kind (trail,
            capture, …), the played value, the groups and special values used, and a penalty incurred under enforcement:
            penalize.
    """

    legal: bool | Unset = UNSET
    violations: list[Violation] | Unset = UNSET
    interpretation: FemhundraValidateResponseInterpretation | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        violations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.violations, Unset):
            violations = []
            for violations_item_data in self.violations:
                violations_item = violations_item_data.to_dict()
                violations.append(violations_item)

        interpretation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.interpretation, Unset):
            interpretation = self.interpretation.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if legal is not UNSET:
            field_dict["legal"] = legal
        if violations is not UNSET:
            field_dict["violations"] = violations
        if interpretation is not UNSET:
            field_dict["interpretation"] = interpretation

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_validate_response_interpretation import FemhundraValidateResponseInterpretation  # noqa: PLC0415
        from ..models.violation import Violation  # noqa: PLC0415

        d = dict(src_dict)
        legal = d.pop("legal", UNSET)

        _violations = d.pop("violations", UNSET)
        violations: list[Violation] | Unset = UNSET
        if _violations is not UNSET:
            violations = []
            for violations_item_data in _violations:
                violations_item = Violation.from_dict(violations_item_data)

                violations.append(violations_item)

        _interpretation = d.pop("interpretation", UNSET)
        interpretation: FemhundraValidateResponseInterpretation | Unset
        if isinstance(_interpretation, Unset):
            interpretation = UNSET
        else:
            interpretation = FemhundraValidateResponseInterpretation.from_dict(_interpretation)

        femhundra_validate_response = cls(
            legal=legal,
            violations=violations,
            interpretation=interpretation,
        )

        return femhundra_validate_response
