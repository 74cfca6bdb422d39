"""The gettext catalogues: ``<locale>/LC_MESSAGES/<domain>.po``, compiled to ``.mo`` when the
package is installed (setup.py, scripts/i18n compile). See docs/translations.md."""
