// How moves are written on the screen and read from the move box. SAN's piece letters are
// English (K Q R B N); a player may see them in the language's own letters (German K D T L S,
// French R D T F C, Russian Кр Ф Л С К, ...), which are that language's translation of
// "K Q R B N", or as figurines (♚ ♛ ♜ ♝ ♞), which need no language. Only what is shown and
// typed changes: the game, the files (PGN stays English SAN, as the standard requires), the
// clipboard and the engines keep English SAN.
#pragma once

#include <QString>
#include <QStringList>

namespace chess960::ui {

enum class PieceNotation {
    Language, ///< the letters of the language in use (English letters in English)
    English,  ///< K Q R B N whatever the language
    Figurine, ///< ♚ ♛ ♜ ♝ ♞
};

/// \brief The notation in use in this process (Language until set).
PieceNotation pieceNotation();
void setPieceNotation(PieceNotation notation);
/// \brief Sets the notation and, when it changed, has every widget write its moves again: a
/// QEvent::LanguageChange goes to each, as on a language switch.
void applyPieceNotation(PieceNotation notation);
/// \brief "language", "english", "figurine": how the choice is saved.
QString pieceNotationKey(PieceNotation notation);
/// \brief The notation saved as `key`; Language for an unknown key.
PieceNotation pieceNotationFromKey(const QString& key);

/// \brief The language in use's letters for king, queen, rook, bishop and knight, in that
/// order ("K", "D", "T", "L", "S" in German).
QStringList languagePieceLetters();
/// \brief The letters (or figurines) shown now for K Q R B N.
QStringList shownPieceLetters();

/// \brief A back rank in English letters as it is shown ("RNBQKBNR" -> "TSLDKLST" in German,
/// "♜♞♝♛♚♝♞♜" in figurines); other characters are kept.
QString shownBackRank(const QString& rank);
/// \brief One move in English SAN as it is shown ("Nf3" -> "Sf3", "♞f3").
QString shownMove(const QString& san);
/// \brief A line of SAN moves with move numbers and brackets ("12. Nf3 Bb4 (12... Nc6)")
/// as it is shown: the piece letters of each move are rewritten, nothing else.
QString shownMoves(const QString& line);
/// \brief A move typed in the shown notation back in English SAN. The language's letters
/// come first: a letter that is a different piece in the language and in English (French R,
/// roi) is the language's; English letters the language does not use are read as English;
/// figurines of either colour are read too. Squares, castles and UCI moves pass unchanged.
QString typedMove(const QString& typed);

} // namespace chess960::ui
