"""Compiles the gettext catalogues while building (pyproject.toml holds everything else).

Every ``service/translations/<locale>/LC_MESSAGES/<domain>.po`` becomes a ``.mo`` beside it in
the build (a wheel, a plain ``pip install``), or in the source tree for an editable install,
so no compiled catalogue is ever committed (docs/translations.md).
"""

from __future__ import annotations

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


def compile_catalogues(root: Path) -> None:
    """Each ``.po`` under ``root`` compiled to its ``.mo``, fuzzy entries left out."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for po in sorted(root.glob("*/LC_MESSAGES/*.po")):
        with po.open("rb") as source:
            catalogue = read_po(source, locale=po.parent.parent.name, domain=po.stem)
        with po.with_suffix(".mo").open("wb") as target:
            write_mo(target, catalogue, use_fuzzy=False)


class BuildWithCatalogues(build_py):
    """build_py, then the catalogues compiled where the package is built."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            compile_catalogues(Path(__file__).resolve().parent / "service" / "translations")
        else:
            compile_catalogues(Path(self.build_lib) / "service" / "translations")


setup(cmdclass={"build_py": BuildWithCatalogues})
