#include "a11y/typedmove.h"

#include "i18n/piecenotation.h"

#include "chess960/notation.h"

#include <QRegularExpression>

namespace chess960::ui {

bool looksLikeUci(const QString& text) {
    static const QRegularExpression uci(QStringLiteral("^[a-h][1-8][a-h][1-8][qrbn]?$"));
    return uci.match(text).hasMatch();
}

bool looksLikeMove(const QString& text) {
    static const QRegularExpression move(QStringLiteral("^[KQRBNPO0a-h1-8xqrn=+#:!?-]{2,10}$"));
    return move.match(typedMove(text.trimmed())).hasMatch();
}

Expected<Move> readTypedMove(const Position& pos, const QString& text, QString* read) {
    // Typed in the notation shown (the language's letters, figurines): read as English SAN.
    const QString english = typedMove(text);
    if (read) *read = english;
    const std::string typed = english.toStdString();
    return looksLikeUci(text) ? moveFromUci(pos, typed) : moveFromSan(pos, typed);
}

} // namespace chess960::ui
