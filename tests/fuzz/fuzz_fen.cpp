// FEN reader: never crashes (the lenient one neither); a FEN it accepts is written back and read
// again to the same position in both styles, and every legal move of it keeps the position
// consistent and survives SAN and UCI.
#include "chess960/errortext.h"
#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "fuzz_common.h"

using namespace chess960;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto pos = Position::fromFen(text);
    // The lenient reader accepts what the strict one does, and beyond it only a FEN whose
    // first fault is a castling right the position cannot have; what it reads is valid.
    std::vector<DroppedCastlingRight> dropped;
    auto lenient = Position::fromFenLenient(text, dropped);
    const ErrorCode strictCode = pos ? ErrorCode::Other : pos.error().code;
    const bool repairable = strictCode == ErrorCode::FenCastlingKingMoved ||
                            strictCode == ErrorCode::FenCastlingNoRookOnSide ||
                            strictCode == ErrorCode::FenCastlingNoRookOnSquare ||
                            strictCode == ErrorCode::FenCastlingKingInCorner;
    if (pos) {
        fuzz::require(lenient.ok() && dropped.empty() && lenient->samePosition(*pos),
                      "lenient reads a valid FEN as it is");
    } else if (lenient) {
        fuzz::require(repairable && !dropped.empty(), "lenient accepts only by dropping rights");
        fuzz::require(Position::fromFen(lenient->fen()).ok(), "lenient gives a valid position",
                      lenient->fen());
        fuzz::require(lenient->key() == lenient->computeKey(), "key of a lenient position");
    } else if (!repairable) {
        fuzz::require(lenient.error().message == pos.error().message,
                      "lenient refuses with the strict error", lenient.error().message);
    }
    if (!pos) {
        fuzz::require(pos.error().position <= int(size), "error position inside the input");
        fuzz::require(pos.error().code != ErrorCode::Other &&
                          pos.error().message == errorText(pos.error()),
                      "an error's message is its code worded", pos.error().message);
        return 0;
    }
    for (FenStyle style : {FenStyle::XFen, FenStyle::Shredder}) {
        const std::string fen = pos->fen(style);
        auto again = Position::fromFen(fen);
        fuzz::require(again.ok(), "written FEN reads back", fen);
        fuzz::require(again->samePosition(*pos) && again->fen(style) == fen, "FEN round trip", fen);
    }
    fuzz::require(pos->key() == pos->computeKey(), "key of a read position");
    MoveList moves;
    generateLegalMoves(*pos, moves);
    for (Move m : moves) {
        const Position next = pos->after(m);
        fuzz::require(next.key() == next.computeKey(), "key after a move", moveToUci(*pos, m));
        auto san = moveFromSan(*pos, moveToSan(*pos, m));
        fuzz::require(san.ok() && *san == m, "SAN round trip", moveToSan(*pos, m));
        for (UciCastling style : {UciCastling::KingTakesRook, UciCastling::KingToTarget}) {
            auto uci = moveFromUci(*pos, moveToUci(*pos, m, style));
            fuzz::require(uci.ok() && *uci == m, "UCI round trip", moveToUci(*pos, m, style));
        }
    }
    return 0;
}
