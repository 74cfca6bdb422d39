from enum import StrEnum


class FishingGameId(StrEnum):
    BYGGKASINO = "byggkasino"
    DRAGKASINO = "dragkasino"
    KASINO = "kasino"
    KASINO_FI = "kasino-fi"
    KASINO_MISAR = "kasino-misar"
    MULLE_GLIMNE = "mulle-glimne"
    MULLE_SASSERSSON = "mulle-sassersson"

    def __str__(self) -> str:
        return str(self.value)
