"""The TypeScript client (openapi-fetch typed by schema.d.ts) as its users would write it: the
client, its examples and clients/README.md's snippets pass ``tsc --strict`` (and more) and use
no cast, ``any``, non-null assertion or silenced error; the examples, compiled to JavaScript,
play against the service as deployed (gunicorn): a plain deal, and a sealed Kasino deal with a
token bound to seat 0."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.server import gunicorn
from tests.support.tools import NODE_BIN, ROOT, node_tool, system_tool

TYPESCRIPT = ROOT / "clients" / "typescript"
README = ROOT / "clients" / "README.md"
SOURCES = [TYPESCRIPT / "client.ts", *sorted((TYPESCRIPT / "examples").glob("*.ts"))]

# Walks each file's syntax tree with the compiler's own parser and prints what escapes the type
# checker: `x as T` and `<T>x` (but `as const`), `any`, `x!`, and @ts-ignore and its kin.
ESCAPE_HATCH_SCANNER = r"""
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
const [tsPath, ...files] = process.argv.slice(1);
const ts = createRequire(tsPath)(tsPath);
const found = {};
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const hits = [];
  const at = (node) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return `${line + 1}:${character + 1}`;
  };
  const visit = (node) => {
    if (ts.isAsExpression(node) && node.type.getText(source) !== "const") {
      hits.push(`${at(node)} cast (as ${node.type.getText(source)})`);
    } else if (ts.isTypeAssertionExpression(node)) {
      hits.push(`${at(node)} cast (<${node.type.getText(source)}>)`);
    } else if (node.kind === ts.SyntaxKind.AnyKeyword) {
      hits.push(`${at(node)} any`);
    } else if (ts.isNonNullExpression(node)) {
      hits.push(`${at(node)} non-null assertion (!)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const match of text.matchAll(/@ts-(ignore|expect-error|nocheck)/g)) {
    const { line } = source.getLineAndCharacterOfPosition(match.index);
    hits.push(`${line + 1}: @ts-${match[1]}`);
  }
  found[file] = hits;
}
console.log(JSON.stringify(found));
"""


def _escape_hatches(*files: Path) -> dict[str, list[str]]:
    ran = subprocess.run(
        [
            system_tool("node", "nodejs"),
            "--input-type=module",
            "-e",
            ESCAPE_HATCH_SCANNER,
            str(NODE_BIN.parent / "typescript" / "lib" / "typescript.js"),
            *map(str, files),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert ran.returncode == 0, f"the escape-hatch scanner failed:\n{ran.stderr}"
    found: dict[str, list[str]] = json.loads(ran.stdout)
    return found


def _readme_snippets() -> list[str]:
    """The TypeScript code blocks of clients/README.md."""
    return re.findall(r"^```ts\n(.*?)^```$", README.read_text(), flags=re.MULTILINE | re.DOTALL)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The client, its examples and the README's snippets compiled in one tsc run with the
    committed tsconfig (extended only to emit) and ``--strict``, where type errors fail it, into
    a directory node can run: ES modules, openapi-fetch beside them as `npm install` puts it.
    The sources are copied into ``src/`` beside the snippets, as a project of one's own would
    hold them; the compiled output is in ``out/``."""
    project = tmp_path_factory.mktemp("typescript")
    source = project / "src"
    for path in [TYPESCRIPT / "schema.d.ts", *SOURCES]:
        target = source / path.relative_to(TYPESCRIPT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    snippets = _readme_snippets()
    assert snippets, "clients/README.md shows no TypeScript"
    for number, snippet in enumerate(snippets, 1):
        (source / f"readme-{number}.ts").write_text(snippet)
    config = {
        "extends": str(TYPESCRIPT / "tsconfig.json"),
        "compilerOptions": {"noEmit": False, "rootDir": "src", "outDir": "out"},
        "include": ["src/**/*.ts"],
    }
    (project / "tsconfig.json").write_text(json.dumps(config))
    result = subprocess.run(
        [node_tool("tsc"), "-p", str(project), "--strict"],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert result.returncode == 0, f"tsc --strict:\n{result.stdout}{result.stderr}"
    out = project / "out"
    (out / "package.json").write_text(json.dumps({"type": "module"}))
    (out / "node_modules").symlink_to(NODE_BIN.parent, target_is_directory=True)
    return project


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """gunicorn on a free loopback port, with a spent-token ledger of its own."""
    work = tmp_path_factory.mktemp("service")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("KORTDOMAREN_LEDGER", f"sqlite:{work / 'ledger.sqlite'}")
        with gunicorn(work / "gunicorn.log") as base:
            yield base


def _run(compiled: Path, script: str, *args: str) -> Any:
    """Runs an ES module script in the compiled output; its last output line is JSON."""
    ran = subprocess.run(
        [system_tool("node", "nodejs"), "--input-type=module", "-e", script, *args],
        cwd=compiled / "out",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert ran.returncode == 0, f"node:\n{ran.stdout}{ran.stderr}"
    return json.loads(ran.stdout.strip().splitlines()[-1])


def test_the_client_examples_and_readme_compile_with_strict_tsc(compiled: Path) -> None:
    """The fixture fails on any type error; this says what was compiled."""
    source, out = compiled / "src", compiled / "out"
    sources = [path for path in source.rglob("*.ts") if path.name != "schema.d.ts"]
    expected = {path.relative_to(source).with_suffix("").as_posix() for path in sources}
    emitted = {path.relative_to(out).with_suffix("").as_posix() for path in out.rglob("*.js")}
    assert expected <= emitted, f"tsc did not compile {sorted(expected - emitted)}"
    assert {"client", "examples/sealed-kasino", "examples/plain-deal", "readme-1"} <= expected


def test_the_client_examples_and_readme_use_no_escape_hatch(compiled: Path) -> None:
    sources = sorted((compiled / "src").rglob("*.ts"))
    found = _escape_hatches(*(path for path in sources if path.name != "schema.d.ts"))
    assert len(found) == len(SOURCES) + len(_readme_snippets())
    assert not any(found.values()), {name: hits for name, hits in found.items() if hits}


def test_the_escape_hatch_scanner_finds_each_kind(tmp_path: Path) -> None:
    """The scanner above would pass anything if it saw nothing: here it must see each kind."""
    sample = tmp_path / "sample.ts"
    sample.write_text(
        "const a = JSON.parse('1') as number;\n"
        "const b = <string>JSON.parse('1');\n"
        "let c: any;\n"
        "const d = [1].find(Boolean)!;\n"
        "// @ts-ignore\n"
        "const e = [1, 2] as const;\n"
    )
    hits = _escape_hatches(sample)[str(sample)]
    kinds = sorted(hit.split(" ", 1)[1] for hit in hits)
    assert kinds == [
        "@ts-ignore",
        "any",
        "cast (<string>)",
        "cast (as number)",
        "non-null assertion (!)",
    ], hits


def test_the_plain_example_plays_a_deal(compiled: Path, service: str) -> None:
    result = _run(
        compiled,
        "import { playOneDeal } from './examples/plain-deal.js';\n"
        "console.log(JSON.stringify(await playOneDeal(process.argv[1], 'kasino', 7)));\n",
        service,
    )
    assert result["moves"] > 0
    assert result["captures"], "a whole deal without one capture"
    assert len(result["totals"]) == 2


def test_the_sealed_kasino_example_plays_to_the_end(compiled: Path, service: str) -> None:
    """Seat 0's own moves through legal-moves and apply, the other seat's through the bots,
    each request with the latest bound token; the printed score is the service's own."""
    script = (
        "import { playSealedKasino } from './examples/sealed-kasino.js';\n"
        "const lines = [];\n"
        "const played = await playSealedKasino(process.argv[1], 3, (line) => lines.push(line));\n"
        "console.log(JSON.stringify({ ...played, lines }));\n"
    )
    result = _run(compiled, script, service)
    # two seats alternate from the first move to the last, one token step per move
    assert result["ownMoves"] > 0
    assert result["ownMoves"] == result["botMoves"], result
    assert result["step"] == result["ownMoves"] + result["botMoves"]
    # every card of the deck is captured by the end (the last capturer takes the table)
    cards = [card for pile in result["captured"] for card in pile]
    assert len(cards) == len(set(cards)) == 52, result["captured"]
    assert len(result["serverSeed"]) == 64, "the deal's server seed is revealed at its end"
    assert result["lines"][-1].startswith("score: "), result["lines"][-3:]
    # the score the example printed is what the service says of the final token
    request = urllib.request.Request(
        f"{service}/v1/games/kasino/score",
        data=json.dumps({"token": result["token"]}).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        scored = json.load(answer)
    assert result["totals"] == scored["totals"]
    assert " – ".join(map(str, scored["totals"])) in result["lines"][-1]
