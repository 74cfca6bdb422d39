from enum import StrEnum


class LegalMovesGame(StrEnum):
    BYGGKASINO = "byggkasino"
    DRAGKASINO = "dragkasino"
    FEMHUNDRA = "femhundra"
    FJABBE = "fjabbe"
    KASINO = "kasino"
    KASINO_FI = "kasino-fi"
    KASINO_MISAR = "kasino-misar"
    MULLE_GLIMNE = "mulle-glimne"
    MULLE_SASSERSSON = "mulle-sassersson"
    VALUE_10 = "150"
    VALUE_8 = "800"
    VALUE_9 = "1000"

    def __str__(self) -> str:
        return str(self.value)
