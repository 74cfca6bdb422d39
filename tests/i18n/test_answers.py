"""Answers in the language the client asks for (Accept-Language): the same verdict — rule
IDs, codes, pointers, numbers — in other words; English, the default, exactly as before."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.api.problems import DETAILS, TITLES
from tests.api.conftest import deal, play_out, prefer_capture
from tests.i18n.catalogues import TRANSLATED, catalogue
from tests.support.messages import voice_fault

JSON = "application/json"


def ask(
    client: FlaskClient, endpoint: str, body: Any, language: str | None, game: str = "kasino"
) -> TestResponse:
    headers = {} if language is None else {"Accept-Language": language}
    return client.post(f"/v1/games/{game}/{endpoint}", json=body, headers=headers)


def translation(language: str, english: str) -> str:
    message = catalogue(language).get(english)
    assert message is not None and message.string, english
    return str(message.string)


@pytest.mark.parametrize(
    ("header", "language"),
    [
        (None, "en"),
        ("sv", "sv"),
        ("fi", "fi"),
        ("sv-SE", "sv"),
        ("fi-FI,fi;q=0.9", "fi"),
        ("sv-FI", "sv"),
        ("de-DE, de;q=0.9", "en"),
        ("*", "en"),
        ("", "en"),
        ("en-GB,en;q=0.9,sv;q=0.8", "en"),
        ("fi;q=0.4, sv;q=0.9, en;q=0.1", "sv"),
        ("de, fi;q=0.5", "fi"),
        ("sv;q=0, fi;q=0.2", "fi"),
        ("nonsense;;q=x", "en"),
    ],
)
def test_the_language_follows_accept_language(
    client: FlaskClient, header: str | None, language: str
) -> None:
    response = ask(client, "deals", {"players": 2, "seed": 1}, header)
    assert response.status_code == 200
    assert response.headers["Content-Language"] == language
    assert "Accept-Language" in response.headers["Vary"]


def test_the_yaml_contract_says_no_language(client: FlaskClient) -> None:
    response = client.get("/openapi.yaml", headers={"Accept-Language": "sv"})
    assert response.status_code == 200
    assert "Content-Language" not in response.headers


def _illegal(client: FlaskClient, language: str | None) -> dict[str, Any]:
    state = deal(client)
    seat = state["to_move"]
    other = state["hands"][1 - seat][0]
    move = {"player": seat, "card": other}
    response = ask(client, "apply", {"state": state, "move": move}, language)
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    return response.get_json()  # type: ignore[no-any-return]


@pytest.mark.parametrize("language", TRANSLATED)
def test_an_illegal_move_gives_the_same_verdict_in_other_words(
    client: FlaskClient, language: str
) -> None:
    english, other = _illegal(client, None), _illegal(client, language)
    assert english["code"] == other["code"] == "illegal_move"
    assert [(v["rule"], v["code"]) for v in english["violations"]] == [
        (v["rule"], v["code"]) for v in other["violations"]
    ]
    (said,), (meant,) = english["violations"], other["violations"]
    assert said["message"] != meant["message"]
    seat, card = said["message"].removeprefix("Seat ").removesuffix(".").split(" does not hold ")
    assert seat in meant["message"] and card in meant["message"]
    assert other["detail"] == translation(language, str(DETAILS["illegal_move"]))
    assert other["title"] == translation(language, str(TITLES[422]))
    assert not voice_fault(meant["message"]) and not voice_fault(other["detail"])


@pytest.mark.parametrize("language", TRANSLATED)
def test_schema_errors_are_translated_part_by_part(client: FlaskClient, language: str) -> None:
    body = {"state": deal(client), "moves": [{"player": 0, "card": "7S"}, "7S"]}
    english = ask(client, "replay", body, None).get_json()
    other = ask(client, "replay", body, language).get_json()
    assert [(e["pointer"], e["code"]) for e in english["errors"]] == [
        (e["pointer"], e["code"]) for e in other["errors"]
    ]
    said = next(e["message"] for e in english["errors"] if e["pointer"] == "/moves/1")
    meant = next(e["message"] for e in other["errors"] if e["pointer"] == "/moves/1")
    assert said == "Item 1 of the field 'moves' must be a move object, not '7S'."
    # every part in the language: the label, the inner label, the noun, the sentence
    parts = [
        translation(language, "the field '{name}'").format(name="moves"),
        translation(language, "a move object"),
    ]
    assert all(part in meant for part in parts), (meant, parts)
    assert "'7S'" in meant and not voice_fault(meant)


@pytest.mark.parametrize("language", TRANSLATED)
def test_score_labels_are_translated(client: FlaskClient, language: str) -> None:
    finished, _ = play_out(client, deal(client, seed=11), prefer_capture)
    english = ask(client, "score", {"state": finished}, None).get_json()
    other = ask(client, "score", {"state": finished}, language).get_json()
    strip = [{k: v for k, v in item.items() if k != "label"} for item in english["items"]]
    assert strip == [{k: v for k, v in item.items() if k != "label"} for item in other["items"]]
    assert other["totals"] == english["totals"]
    labels = {item["label"]: item["code"] for item in english["items"]}
    assert "most cards" in labels or "most spades" in labels
    for said, meant in zip(english["items"], other["items"], strict=True):
        assert meant["label"] == translation(language, said["label"])


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_validate_verdict_is_translated(client: FlaskClient, language: str) -> None:
    state = deal(client)
    move = {"player": 1 - state["to_move"], "card": state["hands"][0][0]}
    english = ask(client, "validate", {"state": state, "move": move}, None).get_json()
    other = ask(client, "validate", {"state": state, "move": move}, language).get_json()
    assert english["legal"] is other["legal"] is False
    assert [v["rule"] for v in english["violations"]] == [v["rule"] for v in other["violations"]]
    assert [v["message"] for v in english["violations"]] != [
        v["message"] for v in other["violations"]
    ]


def test_english_asked_for_is_byte_for_byte_the_default(client: FlaskClient) -> None:
    state = deal(client)
    move = {"player": state["to_move"], "card": state["hands"][1 - state["to_move"]][0]}
    headers = {"X-Request-ID": "same"}
    bodies = {
        client.post(
            "/v1/games/kasino/apply",
            json={"state": state, "move": move},
            headers={**headers, **({"Accept-Language": lang} if lang else {})},
        ).get_data()
        for lang in (None, "en", "en-US,en;q=0.9", "de")
    }
    assert len(bodies) == 1


def test_a_message_with_a_broken_translation_falls_back_to_english() -> None:
    from service.core.text import msg, translate

    text = msg("Seat {seat} does not hold {card}.", seat=1, card="7S")
    assert translate(text, {text.template: "Plats {plats} har inte {card}."}.get) == str(text)
    assert translate("plain text", str.upper) == "plain text"


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_second_domain_reads_the_request_locale(app: Flask, language: str) -> None:
    """i18n.domain(name) serves service/translations/<locale>/LC_MESSAGES/<name>.mo (the play
    page's "play" domain) in the locale Accept-Language chose; shown with "messages"."""
    from service.api import i18n

    english = "The deal is over."
    with app.test_request_context(headers={"Accept-Language": f"{language}, en;q=0.5"}):
        assert i18n.locale() == language
        assert i18n.domain("messages").gettext(english) == translation(language, english)
        assert i18n.domain("no-such-domain").gettext(english) == english
    with app.test_request_context():
        assert i18n.domain("messages").gettext(english) == english
