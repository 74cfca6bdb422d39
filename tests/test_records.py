"""quick_init (service/core/records.py) builds exactly what the dataclass's own __init__ builds."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
from dataclasses import dataclass, field

import pytest

from service.core.records import quick_init
from service.games.fishing import state as fishing_state


@dataclass(frozen=True, slots=True)
class Plain:
    a: int
    b: str = "b"
    c: list[int] = field(default_factory=list)
    d: tuple[int, ...] | None = None


@quick_init
@dataclass(frozen=True, slots=True)
class Quick:
    a: int
    b: str = "b"
    c: list[int] = field(default_factory=list)
    d: tuple[int, ...] | None = None


def as_dict(record: Plain | Quick) -> dict[str, object]:
    return {f.name: getattr(record, f.name) for f in dataclasses.fields(record)}


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [((1,), {}), ((1, "x"), {}), ((1, "x", [2], (3,)), {}), ((), {"a": 1, "d": (4,)})],
)
def test_same_fields_as_the_generated_init(
    args: tuple[object, ...], kwargs: dict[str, object]
) -> None:
    assert as_dict(Quick(*args, **kwargs)) == as_dict(Plain(*args, **kwargs))  # type: ignore[arg-type]


def test_same_parameters_and_defaults() -> None:
    quick = inspect.signature(Quick).parameters
    plain = inspect.signature(Plain).parameters
    assert list(quick) == list(plain)
    assert [p.default for p in quick.values()][:2] == [p.default for p in plain.values()][:2]
    assert repr(quick["c"].default) == repr(plain["c"].default) == "<factory>"


def test_factories_make_a_fresh_value_each_time() -> None:
    assert Quick(1).c == [] and Quick(1).c is not Quick(1).c


def test_still_frozen_replaceable_and_picklable() -> None:
    record = Quick(1, "x", [2])
    with pytest.raises(dataclasses.FrozenInstanceError):
        record.a = 2  # type: ignore[misc]
    assert dataclasses.replace(record, b="y") == Quick(1, "y", [2])
    assert pickle.loads(pickle.dumps(record)) == record
    with pytest.raises(TypeError):
        Quick()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Quick(1, e=2)  # type: ignore[call-arg]


def test_refuses_what_it_would_get_wrong() -> None:
    @dataclass(frozen=True)
    class NoSlots:
        a: int

    @dataclass(slots=True)
    class NotFrozen:
        a: int

    @dataclass(frozen=True, slots=True)
    class Checked:
        a: int

        def __post_init__(self) -> None:
            raise ValueError

    @dataclass(frozen=True, slots=True, kw_only=True)
    class KeywordOnly:
        a: int

    for cls in (NoSlots, NotFrozen, Checked, KeywordOnly):
        with pytest.raises(TypeError):
            quick_init(cls)


FISHING_RECORDS = [
    obj
    for obj in vars(fishing_state).values()
    if inspect.isclass(obj)
    and dataclasses.is_dataclass(obj)
    and obj.__module__ == fishing_state.__name__
]


def test_every_fishing_record_is_quick() -> None:
    assert len(FISHING_RECORDS) >= 8
    for cls in FISHING_RECORDS:
        assert "_set0" in cls.__init__.__code__.co_names, cls


@pytest.mark.parametrize("cls", FISHING_RECORDS, ids=lambda cls: cls.__name__)
def test_fishing_records_store_every_field(cls: type) -> None:
    fields = dataclasses.fields(cls)
    values = [object() for _ in fields]
    by_position = cls(*values)
    by_name = cls(**{f.name: v for f, v in zip(fields, values, strict=True)})
    for f, value in zip(fields, values, strict=True):
        assert getattr(by_position, f.name) is value
        assert getattr(by_name, f.name) is value
