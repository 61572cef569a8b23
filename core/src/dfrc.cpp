// Double Fischer Random: two Chess960 back ranks, one per side. The rules need nothing new
// (castling rights are rook squares, each found from its own side's king), so this file only
// numbers, writes and recognises the start positions and draws or rolls them.
#include "chess960/position.h"
#include "chess960/startpos.h"

#include <cctype>

namespace chess960 {

namespace {

bool isStartNumber(int n) {
    return n >= 0 && n < kStartPositionCount;
}

// The pieces of one rank, file a first, '.' for an empty square; Black's in lower case.
std::string rankLetters(const Position& pos, int rank) {
    std::string letters;
    for (int file = 0; file < 8; ++file) {
        const Piece p = pos.pieceOn(makeSquare(file, rank));
        letters += p == NoPiece ? '.' : pieceLetter(p);
    }
    return letters;
}

} // namespace

int dfrcNumber(int whiteNumber, int blackNumber) {
    if (!isStartNumber(whiteNumber) || !isStartNumber(blackNumber)) return -1;
    if (whiteNumber == blackNumber) return whiteNumber;
    // Black's numbers other than White's, 959 of them, counted from 0.
    const int blackIndex = blackNumber < whiteNumber ? blackNumber : blackNumber - 1;
    return kStartPositionCount + (kStartPositionCount - 1) * whiteNumber + blackIndex;
}

std::optional<DfrcPair> dfrcPairFromNumber(int n) {
    if (n < 0 || n >= kDfrcStartCount) return std::nullopt;
    if (n < kStartPositionCount) return DfrcPair{n, n};
    const int rest = n - kStartPositionCount;
    const int white = rest / (kStartPositionCount - 1);
    const int blackIndex = rest % (kStartPositionCount - 1);
    return DfrcPair{white, blackIndex < white ? blackIndex : blackIndex + 1};
}

std::string dfrcFen(int whiteNumber, int blackNumber) {
    if (!isStartNumber(whiteNumber) || !isStartNumber(blackNumber)) return {};
    std::string black = backRankFromNumber(blackNumber);
    for (char& c : black) c = char(std::tolower(static_cast<unsigned char>(c)));
    return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + backRankFromNumber(whiteNumber) +
           " w KQkq - 0 1";
}

DfrcPair randomDfrc(StartPositionShuffler& shuffler) {
    // A braced list is evaluated left to right: White's draw comes first.
    return {shuffler.next(), shuffler.next()};
}

DfrcPair randomDfrc() {
    return {randomStartNumber(), randomStartNumber()};
}

Expected<DfrcDiceResult> dfrcFromDice(std::span<const int> whiteRolls,
                                      std::span<const int> blackRolls, Color* failedSide) {
    auto white = rollDice(whiteRolls);
    if (!white) {
        if (failedSide) *failedSide = White;
        return white.error();
    }
    auto black = rollDice(blackRolls);
    if (!black) {
        if (failedSide) *failedSide = Black;
        return black.error();
    }
    const DfrcPair pair{white->number, black->number};
    return DfrcDiceResult{std::move(*white), std::move(*black), pair};
}

Position Position::startPosition(int whiteNumber, int blackNumber) {
    auto pos = fromFen(dfrcFen(whiteNumber, blackNumber));
    return pos ? *pos : Position();
}

int Position::dfrcNumber() const {
    // numberFromBackRank reads either case, so the colours are checked by the comparison with
    // the start position the two numbers give.
    const auto white = numberFromBackRank(rankLetters(*this, 0));
    const auto black = numberFromBackRank(rankLetters(*this, 7));
    if (!white || !black) return -1;
    if (!samePosition(startPosition(*white, *black))) return -1;
    return chess960::dfrcNumber(*white, *black);
}

} // namespace chess960
