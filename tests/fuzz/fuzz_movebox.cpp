// The move box's reading (readTypedMove): whatever is typed, in each way of writing moves
// (the language's letters, English letters, figurines), it never crashes; a move it accepts
// is legal, and the move written in that notation and typed back is the same move.
#include "a11y/typedmove.h"
#include "fuzz_common.h"
#include "i18n/piecenotation.h"

#include "chess960/notation.h"

using namespace chess960;
using namespace chess960::ui;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const fuzz::Input in = fuzz::split(data, size);
    const QString typed = QString::fromUtf8(in.text.data(), qsizetype(in.text.size())).trimmed();
    for (PieceNotation notation :
         {PieceNotation::Language, PieceNotation::English, PieceNotation::Figurine}) {
        setPieceNotation(notation);
        (void)looksLikeMove(typed);
        QString read;
        const Expected<Move> move = readTypedMove(in.position, typed, &read);
        if (!move) {
            fuzz::require(!move.error().message.empty(), "an error has a message");
            continue;
        }
        fuzz::require(in.position.isLegal(*move), "a move the box reads is legal", in.text);
        // As the move list shows it in this notation, typed back.
        const QString shown = shownMove(QString::fromStdString(moveToSan(in.position, *move)));
        const Expected<Move> back = readTypedMove(in.position, shown);
        fuzz::require(back.ok() && *back == *move, "a move shown reads back when typed",
                      shown.toStdString());
    }
    return 0;
}
