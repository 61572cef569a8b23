#include "i18n/piecenotation.h"

#include <QApplication>
#include <QCoreApplication>
#include <QPointer>
#include <QSet>
#include <QWidget>

#include <array>

namespace chess960::ui {

namespace {

PieceNotation gNotation = PieceNotation::Language;

const QStringList& englishLetters() {
    static const QStringList letters{QStringLiteral("K"), QStringLiteral("Q"), QStringLiteral("R"),
                                     QStringLiteral("B"), QStringLiteral("N")};
    return letters;
}

// The solid figurines are shown (they read best at text size); the outlined ones are read
// too, as a player may paste either.
const QStringList& solidFigurines() {
    static const QStringList figurines{QStringLiteral("♚"), QStringLiteral("♛"),
                                       QStringLiteral("♜"), QStringLiteral("♝"),
                                       QStringLiteral("♞")};
    return figurines;
}

const QStringList& outlinedFigurines() {
    static const QStringList figurines{QStringLiteral("♔"), QStringLiteral("♕"),
                                       QStringLiteral("♖"), QStringLiteral("♗"),
                                       QStringLiteral("♘")};
    return figurines;
}

int englishIndex(QChar c) {
    return englishLetters().indexOf(QString(c));
}

bool isFile(QChar c) {
    return c >= QLatin1Char('a') && c <= QLatin1Char('h');
}

// Whether the character after a piece letter that starts a move can follow one in SAN: a
// file, a rank (a disambiguation such as R1a3) or a capture; a capital letter followed by
// anything else is a word, not a move.
bool followsPiece(const QString& s, qsizetype i) {
    if (i >= s.size()) return false;
    const QChar c = s[i];
    return isFile(c) || (c >= QLatin1Char('1') && c <= QLatin1Char('8')) || c == QLatin1Char('x');
}

// The English letter of the piece whose letter (in `sets`, longest first) starts s at i, and
// how many characters it takes; -1 when none does.
std::pair<int, qsizetype> pieceAt(const QString& s, qsizetype i,
                                  const std::vector<const QStringList*>& sets) {
    int best = -1;
    qsizetype bestLength = 0;
    for (const QStringList* set : sets)
        for (int p = 0; p < set->size(); ++p) {
            const QString& letter = (*set)[p];
            if (letter.size() > bestLength && QStringView(s).mid(i).startsWith(letter)) {
                best = p;
                bestLength = letter.size();
            }
        }
    return {best, bestLength};
}

} // namespace

PieceNotation pieceNotation() {
    return gNotation;
}

void setPieceNotation(PieceNotation notation) {
    gNotation = notation;
}

void applyPieceNotation(PieceNotation notation) {
    if (notation == gNotation) return;
    gNotation = notation;
    // A widget may delete others as it is told (a list rebuilt, a menu made again): each is
    // told only while it lives.
    QList<QPointer<QWidget>> widgets;
    for (QWidget* w : QApplication::allWidgets()) widgets << w;
    for (const QPointer<QWidget>& w : widgets) {
        if (!w) continue;
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(w, &change);
    }
}

QString pieceNotationKey(PieceNotation notation) {
    switch (notation) {
    case PieceNotation::English: return QStringLiteral("english");
    case PieceNotation::Figurine: return QStringLiteral("figurine");
    case PieceNotation::Language: break;
    }
    return QStringLiteral("language");
}

PieceNotation pieceNotationFromKey(const QString& key) {
    if (key == QLatin1String("english")) return PieceNotation::English;
    if (key == QLatin1String("figurine")) return PieceNotation::Figurine;
    return PieceNotation::Language;
}

QStringList languagePieceLetters() {
    const QString translated = QCoreApplication::translate(
        "PieceNotation", "K Q R B N",
        "the letters of king, queen, rook, bishop and knight in this language's chess "
        "notation, in that order, separated by spaces (German: K D T L S)");
    const QStringList letters = translated.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    // Five different letters, none a file or a castle's O: else English, which always reads.
    if (letters.size() != 5 || QSet<QString>(letters.begin(), letters.end()).size() != 5)
        return englishLetters();
    for (const QString& l : letters)
        if (isFile(l[0]) || l[0].isDigit() || l[0] == QLatin1Char('O') || l[0] == QLatin1Char('x'))
            return englishLetters();
    return letters;
}

QStringList shownPieceLetters() {
    switch (gNotation) {
    case PieceNotation::English: return englishLetters();
    case PieceNotation::Figurine: return solidFigurines();
    case PieceNotation::Language: break;
    }
    return languagePieceLetters();
}

QString shownMoves(const QString& line) {
    const QStringList letters = shownPieceLetters();
    if (letters == englishLetters()) return line;
    QString out;
    out.reserve(line.size() + 8);
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        const int piece = englishIndex(c);
        // A piece letter starts a move (after a space, a number's dot or a bracket) or
        // names a promotion.
        const QChar before = i > 0 ? line[i - 1] : QLatin1Char(' ');
        const bool starts =
            before.isSpace() || before == QLatin1Char('.') || before == QLatin1Char('(');
        const bool promotion = before == QLatin1Char('=') && i >= 2 && line[i - 2].isDigit();
        if (piece >= 0 && ((starts && followsPiece(line, i + 1)) || promotion))
            out += letters[piece];
        else
            out += c;
    }
    return out;
}

QString shownMove(const QString& san) {
    return shownMoves(san);
}

QString shownBackRank(const QString& rank) {
    // "RNBQKBNR" is K Q R B N's English letters: each is written as the player reads pieces
    // ("TSLDKLST" in German); Black's lower-case rank in lower case (figurines have no case).
    static const QString english = QStringLiteral("KQRBN");
    const QStringList letters = shownPieceLetters();
    QString out;
    for (const QChar c : rank) {
        const qsizetype i = english.indexOf(c.toUpper());
        if (i < 0 || i >= letters.size()) {
            out += c;
            continue;
        }
        out += c.isLower() ? letters[i].toLower() : letters[i];
    }
    return out;
}

QString typedMove(const QString& typed) {
    std::vector<const QStringList*> sets;
    QStringList language;
    if (gNotation == PieceNotation::Language) {
        language = languagePieceLetters();
        sets.push_back(&language);
    }
    sets.push_back(&solidFigurines());
    sets.push_back(&outlinedFigurines());
    QString out;
    out.reserve(typed.size());
    for (qsizetype i = 0; i < typed.size();) {
        // A piece at the start, after '=', or right after a pawn's last rank ("e8D").
        const bool promotionRank =
            i >= 2 && isFile(typed[i - 2]) &&
            (typed[i - 1] == QLatin1Char('8') || typed[i - 1] == QLatin1Char('1'));
        const bool place = i == 0 || typed[i - 1] == QLatin1Char('=') || promotionRank;
        if (place) {
            const auto [piece, length] = pieceAt(typed, i, sets);
            // After a rank, only a promotion's letter (not a piece that a square follows).
            const bool square = i + length < typed.size() && isFile(typed[i + length]);
            if (piece >= 0 && !(promotionRank && square)) {
                out += englishLetters()[piece];
                i += length;
                continue;
            }
        }
        out += typed[i];
        ++i;
    }
    return out;
}

} // namespace chess960::ui
