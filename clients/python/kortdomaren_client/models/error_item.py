from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ErrorItem")


@_attrs_define
class ErrorItem:
    """
    Attributes:
        pointer (str | Unset): JSON pointer into the request.
        code (str | Unset): Stable snake_case code.
        message (str | Unset): One plain English sentence.
        rule (str | Unset): Rule ID where one applies.
    """

    pointer: str | Unset = UNSET
    code: str | Unset = UNSET
    message: str | Unset = UNSET
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        pointer = self.pointer

        code = self.code

        message = self.message

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if pointer is not UNSET:
            field_dict["pointer"] = pointer
        if code is not UNSET:
            field_dict["code"] = code
        if message is not UNSET:
            field_dict["message"] = message
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pointer = d.pop("pointer", UNSET)

        code = d.pop("code", UNSET)

        message = d.pop("message", UNSET)

        rule = d.pop("rule", UNSET)

        error_item = cls(
            pointer=pointer,
            code=code,
            message=message,
            rule=rule,
        )

        return error_item
