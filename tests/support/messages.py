"""Every message the service can send, found in its source (docs/messages.md).

A message is the sentence argument of a call that makes one: ``Violation(rule, code, message)``,
``Problem(pointer, code, message)``, ``NotApplicable(code, message)``, ``ApiProblem(status,
code, message)`` and the helpers that pass their ``message`` parameter on to one of them
(listed in :data:`MAKERS`). Each message argument is classified:

- a string literal, an f-string, a ``+`` of those or a conditional choosing between them: its
  first and last literal characters are checked (a capital letter or a digit first, a period
  last) — a message that begins or ends with a placeholder cannot be checked, so it is refused;
- a name bound to the enclosing function's parameter (a helper passing a message on) or an
  attribute ``….message`` (a message made elsewhere, checked there): fine;
- a name assigned in the enclosing function: each assigned value is classified the same way;
- anything else: reported, so that no message escapes the check.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Callables that make a message, with the position and keyword of the message argument.
MAKERS: dict[str, tuple[int, str]] = {
    "Violation": (2, "message"),
    "V": (2, "message"),  # femhundra.rules: V = Violation
    "Problem": (2, "message"),
    "_p": (2, "message"),  # femhundra.checks
    "Misfit": (2, "message"),  # femhundra.melds
    "add": (2, "message"),  # tarot.invariants' local helpers (only there: see ONLY_IN)
    "fail": (2, "message"),  # the wire readers' helpers
    "NotApplicable": (1, "message"),
    "ApiProblem": (2, "message"),
    "_invalid_token": (0, "message"),  # api.sealing
}
#: Makers with a common name that make messages only in these files.
ONLY_IN = {"add": "service/games/tarot/invariants.py"}
#: Functions whose string return values are messages (``OptionSpec.problem``).
RETURNERS = {"problem": "service/core/options.py"}
#: Message arguments checked some other way, with the reason.
EXEMPT = {
    ("service/api/schema_errors.py", "str(messages)"): "marshmallow's own sentence, for a "
    "shape of its messages the walk does not know (none today)",
}
#: Message sources that are not call arguments: module-level tables of sentences.
TABLES = {
    "service/api/fishing_codec.py": ("DERIVED_TEXT",),
    "service/games/fishing/wire.py": ("NOT_WITH_BUILD",),
    "service/api/problems.py": ("DETAILS",),
    "service/api/sealing.py": ("TOKEN_REASONS",),
}


@dataclass(frozen=True)
class Site:
    """One message argument: where it is and what is wrong with it (``""``: nothing)."""

    path: str
    line: int
    source: str
    fault: str


def sources() -> Iterator[Path]:
    for folder in ("service/api", "service/core", "service/games"):
        yield from sorted((ROOT / folder).rglob("*.py"))


def sites() -> Iterator[Site]:
    """Every message argument of the service's source, with its fault if it has one."""
    for path in sources():
        yield from _sites_in(parsed(path), str(path.relative_to(ROOT)))


@functools.cache
def parsed(path: Path) -> ast.Module:
    """A module of the service, parsed once per test session."""
    return ast.parse(path.read_text(encoding="utf-8"))


def sites_in(source: str, relative: str) -> Iterator[Site]:
    """Every message argument of one module's ``source``."""
    return _sites_in(ast.parse(source), relative)


def _sites_in(tree: ast.Module, relative: str) -> Iterator[Site]:
    constants = _constants(tree)
    for function, call in _calls(tree):
        name = _name(call.func) or ""
        if ONLY_IN.get(name, relative) != relative:
            continue
        argument = _message_argument(call)
        if argument is None:
            continue
        for node, fault in _classify(argument, function, constants):
            if (relative, ast.unparse(node)) not in EXEMPT:
                yield Site(relative, node.lineno, ast.unparse(node), fault)
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and relative == RETURNERS.get("problem"):
            for method in node.body:
                if isinstance(method, ast.FunctionDef) and method.name in RETURNERS:
                    for value in _returned(method):
                        for text, fault in _classify(value, method, constants):
                            yield Site(relative, text.lineno, ast.unparse(text), fault)
    for name in TABLES.get(relative, ()):
        for node in _table_values(tree, name):
            yield Site(relative, node.lineno, ast.unparse(node), _voice_fault(node))


def _calls(tree: ast.AST) -> Iterator[tuple[ast.AST | None, ast.Call]]:
    """Each call of a maker, with the innermost function around it."""

    def walk(node: ast.AST, function: ast.AST | None) -> Iterator[tuple[ast.AST | None, ast.Call]]:
        for child in ast.iter_child_nodes(node):
            inner = child if isinstance(child, ast.FunctionDef | ast.Lambda) else function
            if isinstance(child, ast.Call) and _name(child.func) in MAKERS:
                yield function, child
            yield from walk(child, inner)

    yield from walk(tree, None)


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _message_argument(call: ast.Call) -> ast.expr | None:
    position, keyword = MAKERS[_name(call.func) or ""]
    if len(call.args) > position:
        argument = call.args[position]
        return None if isinstance(argument, ast.Starred) else argument
    return next((k.value for k in call.keywords if k.arg == keyword), None)


def _classify(
    node: ast.expr, function: ast.AST | None, constants: dict[str, ast.expr]
) -> Iterator[tuple[ast.expr, str]]:
    if is_msg(node) or _is_text(node):
        yield node, _voice_fault(node)
    elif isinstance(node, ast.IfExp):
        yield from _classify(node.body, function, constants)
        yield from _classify(node.orelse, function, constants)
    elif isinstance(node, ast.Attribute) and node.attr == "message":
        return
    elif (
        isinstance(node, ast.Subscript)
        and isinstance(node.value, ast.Name)
        and any(node.value.id in names for names in TABLES.values())
    ):
        return  # a value of a table of sentences, checked as TABLES
    elif (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "format"
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id in constants
    ):  # TEMPLATE.format(...): the module's template is the literal
        yield from _classify(constants[node.func.value.id], None, constants)
    elif (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in RETURNERS
    ):
        return  # checked where it is defined
    elif isinstance(node, ast.Name) and function is not None:
        if node.id in _parameters(function):
            return
        values = list(_assigned(function, node.id))
        if not values:
            yield node, "a message that is neither a literal nor a parameter"
        for value in values:
            yield from _classify(value, function, constants)
    else:
        yield node, "a message that is neither a literal nor a parameter"


def _constants(tree: ast.Module) -> dict[str, ast.expr]:
    """Module-level ``NAME = <text>`` assignments (templates of messages)."""
    found: dict[str, ast.expr] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and (_is_text(node.value) or is_msg(node.value)):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found[target.id] = node.value
    return found


def _returned(function: ast.FunctionDef) -> Iterator[ast.expr]:
    for node in ast.walk(function):
        if isinstance(node, ast.Return) and node.value is not None:
            value = node.value
            if isinstance(value, ast.IfExp):  # ``None if ok else f"..."``
                yield from (v for v in (value.body, value.orelse) if not _is_none(v))
            elif not _is_none(value):
                yield value


def _is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _is_text(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and _is_text(node.left)


def _parameters(function: ast.AST) -> set[str]:
    arguments = function.args  # type: ignore[attr-defined]
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    return {a.arg for a in every}


def _assigned(function: ast.AST, name: str) -> Iterator[ast.expr]:
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            yield node.value
        elif (  # ``text, code = TEMPLATE.format(...), "code"``
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Tuple)
            and isinstance(node.value, ast.Tuple)
        ):
            for target, value in zip(node.targets[0].elts, node.value.elts, strict=False):
                if isinstance(target, ast.Name) and target.id == name:
                    yield value
        elif isinstance(node, ast.AnnAssign | ast.AugAssign) and (
            isinstance(node.target, ast.Name) and node.target.id == name and node.value
        ):
            yield node.value  # type: ignore[misc]
        elif (  # ``for name, text in TABLE.items()``: the table's values are checked as TABLES
            isinstance(node, ast.For)
            and isinstance(node.target, ast.Tuple)
            and any(isinstance(t, ast.Name) and t.id == name for t in node.target.elts)
        ):
            yield ast.Attribute(value=ast.Name("table"), attr="message", lineno=node.lineno)


def _table_values(tree: ast.Module, name: str) -> Iterator[ast.expr]:
    for node in tree.body:
        if (
            isinstance(node, ast.Assign | ast.AnnAssign)
            and any(
                isinstance(t, ast.Name) and t.id == name
                for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
            )
            and isinstance(node.value, ast.Dict)
        ):
            yield from (v for v in node.value.values if v is not None)


def _ends(node: ast.expr) -> tuple[ast.expr, ast.expr]:
    """The first and last pieces of a text: a constant or a placeholder."""
    if isinstance(node, ast.BinOp):
        return _ends(node.left)[0], _ends(node.right)[1]
    if isinstance(node, ast.JoinedStr) and node.values:
        return node.values[0], node.values[-1]
    return node, node


def is_msg(node: ast.AST) -> bool:
    """A call of ``msg`` (service/core/text.py): a translatable message."""
    return isinstance(node, ast.Call) and _name(node.func) == "msg"


def template_of(node: ast.Call) -> str | None:
    """The literal template of a ``msg`` call (None: it is not a literal, so gettext cannot
    extract it)."""
    if not node.args:
        return None
    first = node.args[0]
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return first.value
    return None


def _template_fault(template: str) -> str:
    """Why a ``msg`` template is not in the house voice (``""`` when it is)."""
    bare = template.replace("{{", "").replace("}}", "")
    if not bare:
        return "does not begin with a capital letter"
    if bare.startswith("{") and not _labelled(bare):
        return "begins with a placeholder: begin with a word"
    if not (bare[0].isupper() or bare[0].isdigit() or _labelled(bare)):
        return "does not begin with a capital letter"
    if bare.endswith("}"):
        return "ends with a placeholder: end with a period"
    if not bare.endswith("."):
        return "does not end with a period"
    return ""


def _voice_fault(node: ast.expr) -> str:
    """Why a text is not in the house voice (``""`` when it is)."""
    if is_msg(node):
        template = template_of(node)  # type: ignore[arg-type]
        if template is None:
            return "a msg template that is not a literal: gettext cannot extract it"
        return _template_fault(template)
    if isinstance(node, ast.IfExp):
        return _voice_fault(node.body) or _voice_fault(node.orelse)
    if isinstance(node, ast.BinOp) and isinstance(node.right, ast.IfExp):  # a + (b if c else d)
        choices = (node.right.body, node.right.orelse)
        return next(
            (f for f in (_voice_fault(ast.BinOp(node.left, ast.Add(), c)) for c in choices) if f),
            "",
        )
    first, last = _ends(node)
    if not (isinstance(first, ast.Constant) and isinstance(first.value, str) and first.value):
        return "begins with a placeholder: begin with a word"
    if not (first.value[0].isupper() or first.value[0].isdigit() or _labelled(first.value)):
        return "does not begin with a capital letter"
    if not (isinstance(last, ast.Constant) and isinstance(last.value, str)):
        return "ends with a placeholder: end with a period"
    if not last.value.endswith("."):
        return "does not end with a period"
    return ""


def _labelled(template: str) -> bool:
    """A schema_errors template beginning with its ``{field}`` label (each label begins with a
    capital: tests/api/test_messages.py checks them)."""
    return template.startswith("{field} ")


def voice_fault(text: str) -> str:
    """Why a message as sent is not in the house voice (``""`` when it is).

    >>> voice_fault("Seat 1 does not hold 7S."), voice_fault("the deal is over")
    ('', 'does not begin with a capital letter')
    """
    if not text or not (text[0].isupper() or text[0].isdigit()):
        return "does not begin with a capital letter"
    if not text.endswith((".", "…")):
        return "does not end with a period"
    return ""
