from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.error_item import ErrorItem
    from ..models.violation import Violation


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        type_ (str): URI naming the problem kind.
        title (str): The HTTP status in words.
        status (int): The HTTP status code.
        detail (str): What went wrong, in one sentence.
        code (str): invalid_json, invalid_request, invalid_state, illegal_move, not_found, …
        violations (list[Violation] | Unset): The rules the move breaks (at most 50).
        errors (list[ErrorItem] | Unset): What to fix where (at most 50).
        violations_omitted (int | Unset): How many violations were found beyond those listed; absent when all are
            listed.
        errors_omitted (int | Unset): How many problems were found beyond those listed; absent when all are listed. A
            check may stop once it has found more than it lists, so there may be more.
        request_id (str | Unset): This request's id, as in the X-Request-ID header.
    """

    type_: str
    title: str
    status: int
    detail: str
    code: str
    violations: list[Violation] | Unset = UNSET
    errors: list[ErrorItem] | Unset = UNSET
    violations_omitted: int | Unset = UNSET
    errors_omitted: int | Unset = UNSET
    request_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code

        violations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.violations, Unset):
            violations = []
            for violations_item_data in self.violations:
                violations_item = violations_item_data.to_dict()
                violations.append(violations_item)

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item = errors_item_data.to_dict()
                errors.append(errors_item)

        violations_omitted = self.violations_omitted

        errors_omitted = self.errors_omitted

        request_id = self.request_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
                "code": code,
            }
        )
        if violations is not UNSET:
            field_dict["violations"] = violations
        if errors is not UNSET:
            field_dict["errors"] = errors
        if violations_omitted is not UNSET:
            field_dict["violations_omitted"] = violations_omitted
        if errors_omitted is not UNSET:
            field_dict["errors_omitted"] = errors_omitted
        if request_id is not UNSET:
            field_dict["request_id"] = request_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_item import ErrorItem  # noqa: PLC0415
        from ..models.violation import Violation  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = d.pop("code")

        _violations = d.pop("violations", UNSET)
        violations: list[Violation] | Unset = UNSET
        if _violations is not UNSET:
            violations = []
            for violations_item_data in _violations:
                violations_item = Violation.from_dict(violations_item_data)

                violations.append(violations_item)

        _errors = d.pop("errors", UNSET)
        errors: list[ErrorItem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = ErrorItem.from_dict(errors_item_data)

                errors.append(errors_item)

        violations_omitted = d.pop("violations_omitted", UNSET)

        errors_omitted = d.pop("errors_omitted", UNSET)

        request_id = d.pop("request_id", UNSET)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            violations=violations,
            errors=errors,
            violations_omitted=violations_omitted,
            errors_omitted=errors_omitted,
            request_id=request_id,
        )

        return problem
