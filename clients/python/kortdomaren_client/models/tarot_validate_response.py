from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tarot_validate_response_interpretation import TarotValidateResponseInterpretation
    from ..models.violation import Violation


T = TypeVar("T", bound="TarotValidateResponse")


@_attrs_define
class TarotValidateResponse:
    """
    Attributes:
        family (Literal['tarot']): Always 'tarot': tells this answer from other families' (the discriminator). Default:
            'tarot'.
        legal (bool): Whether apply accepts the move. Under the option enforcement: penalize, a move that breaks a rule
            punished by a penalty (a missed forced tabbe in misär, a forbidden trail in Byggkasino) is accepted with it:
            legal is true, and interpretation.penalty gives the rule broken (breach), the penalty's rule and what it costs;
            legal-moves lists only moves that break no rule.
        violations (list[Violation]): The rules the move breaks, most specific first; empty if legal.
        interpretation (TarotValidateResponseInterpretation): How a legal move was read: kind (trail, capture, …), the
            played value, the groups and special values used (keyed by card, as a move pins them: a card whose two copies in
            the play took two values is left out), and a penalty incurred under enforcement: penalize. Empty for an illegal
            move.
    """

    legal: bool
    violations: list[Violation]
    interpretation: TarotValidateResponseInterpretation
    family: Literal["tarot"] = "tarot"

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
        from ..models.tarot_validate_response_interpretation import TarotValidateResponseInterpretation  # noqa: PLC0415
        from ..models.violation import Violation  # noqa: PLC0415

        d = dict(src_dict)
        family = cast(Literal["tarot"], d.pop("family"))
        if family != "tarot":
            raise ValueError(f"family must match const 'tarot', got '{family}'")

        legal = d.pop("legal")

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = Violation.from_dict(violations_item_data)

            violations.append(violations_item)

        interpretation = TarotValidateResponseInterpretation.from_dict(d.pop("interpretation"))

        tarot_validate_response = cls(
            family=family,
            legal=legal,
            violations=violations,
            interpretation=interpretation,
        )

        return tarot_validate_response
