#include "chess960/notation.h"

#include "chess960/castling.h"
#include "chess960/errortext.h"
#include "chess960/movegen.h"

#include <cctype>
#include <cstdlib>
#include <optional>
#include <vector>

namespace chess960 {
namespace {

char promotionLetter(PieceType t) {
    return "  nbrq"[t];
}

Error moveError(ErrorCode code, const std::string& shown, int position,
                std::vector<std::string> more = {}) {
    more.insert(more.begin(), shown);
    return makeError(code, std::move(more), position);
}

} // namespace

std::string moveToUci(const Position& pos, Move m, UciCastling style) {
    if (m.isNull()) return "0000";
    Square to = m.to();
    if (m.kind() == Move::Castling && style == UciCastling::KingToTarget) {
        Square target = castleKingTarget(pos.sideToMove(), castleSideOf(pos, m));
        if (target != m.from() && !pos.isLegal(Move(m.from(), target))) to = target;
    }
    std::string s = squareName(m.from()) + squareName(to);
    if (m.kind() == Move::Promotion) s += promotionLetter(m.promotion());
    return s;
}

Expected<Move> moveFromUci(const Position& pos, std::string_view text) {
    const std::string shown(text);
    if (text.size() < 4 || text.size() > 5) return moveError(ErrorCode::UciBadForm, shown, 0);
    Square from = parseSquare(text.substr(0, 2)), to = parseSquare(text.substr(2, 2));
    if (from == NoSquare) return moveError(ErrorCode::UciBadFromSquare, shown, 0);
    if (to == NoSquare) return moveError(ErrorCode::UciBadToSquare, shown, 2);
    PieceType promo = NoPieceType;
    if (text.size() == 5) {
        switch (std::tolower(static_cast<unsigned char>(text[4]))) {
        case 'q': promo = Queen; break;
        case 'r': promo = Rook; break;
        case 'b': promo = Bishop; break;
        case 'n': promo = Knight; break;
        default: return moveError(ErrorCode::UciBadPromotionLetter, shown, 4);
        }
    }
    MoveList moves;
    generateLegalMoves(pos, moves);
    bool promotionNeeded = false;
    for (Move m : moves) {
        if (m.from() != from || m.to() != to) continue;
        if (m.kind() == Move::Promotion) {
            promotionNeeded = true;
            if (m.promotion() == promo) return m;
        } else if (promo == NoPieceType) {
            return m;
        }
    }
    if (promotionNeeded && promo == NoPieceType)
        return moveError(ErrorCode::UciPromotionMissing, shown, 4);
    if (promo == NoPieceType)
        for (Move m : moves)
            if (m.kind() == Move::Castling && m.from() == from &&
                castleKingTarget(pos.sideToMove(), castleSideOf(pos, m)) == to)
                return m;
    Piece p = pos.pieceOn(from);
    if (p == NoPiece) return moveError(ErrorCode::UciFromSquareEmpty, shown, 0, {squareName(from)});
    if (colorOf(p) != pos.sideToMove())
        return moveError(ErrorCode::UciWrongSidesPiece, shown, 0, {squareName(from)});
    return moveError(ErrorCode::UciIllegal, shown, 0);
}

std::string moveToSan(const Position& pos, Move m) {
    return moveToSan(pos, m, pos.after(m));
}

std::string moveToSan(const Position& pos, Move m, const Position& next) {
    std::string san;
    if (m.kind() == Move::Castling) {
        san = castleSideOf(pos, m) == CastleSide::HSide ? "O-O" : "O-O-O";
    } else {
        const Piece p = pos.pieceOn(m.from());
        const PieceType t = typeOf(p);
        const bool capture = pos.capturedPiece(m) != NoPiece;
        if (t == Pawn) {
            if (capture) san += char('a' + fileOf(m.from()));
        } else {
            san += "  NBRQK"[t];
            // Only a second piece of the same kind that reaches the square can make a move
            // ambiguous; the move list is needed only then (pins decide which may go).
            MoveList moves;
            const Bitboard rivals = pos.pieces(colorOf(p), t) & ~bb(m.from());
            if (rivals && (attacks(t, m.to(), pos.pieces()) & rivals))
                generateLegalMoves(pos, moves);
            bool clash = false, sameFile = false, sameRank = false;
            for (Move o : moves) {
                if (o == m || o.to() != m.to() || o.kind() == Move::Castling ||
                    typeOf(pos.pieceOn(o.from())) != t)
                    continue;
                clash = true;
                sameFile |= fileOf(o.from()) == fileOf(m.from());
                sameRank |= rankOf(o.from()) == rankOf(m.from());
            }
            if (clash) {
                if (!sameFile)
                    san += char('a' + fileOf(m.from()));
                else if (!sameRank)
                    san += char('1' + rankOf(m.from()));
                else
                    san += squareName(m.from());
            }
        }
        if (capture) san += 'x';
        san += squareName(m.to());
        if (m.kind() == Move::Promotion) {
            san += '=';
            san += "  NBRQ"[m.promotion()];
        }
    }
    if (next.inCheck()) san += hasLegalMove(next) ? '+' : '#';
    return san;
}

namespace {

// Why no legal move fits a SAN that parsed: said in terms of the pieces on the board.
ErrorPart whyNoMove(const Position& pos, PieceType piece, int fromFile, int fromRank, Square to) {
    const Color us = pos.sideToMove();
    const std::string colour = errorarg::colour(us), type = errorarg::pieceType(piece);
    Bitboard ours = pos.pieces(us, piece);
    if (!ours) return {ErrorCode::MoveNoSuchPiece, {colour, type}};
    const std::string file = fromFile >= 0 ? std::string(1, char('a' + fromFile)) : "";
    const std::string rank = fromRank >= 0 ? std::to_string(fromRank + 1) : "";
    if (fromFile >= 0) ours &= fileBB(fromFile);
    if (fromRank >= 0) ours &= rankBB(fromRank);
    if (!ours) return {ErrorCode::MoveNoPieceThere, {colour, type, file, rank}};
    if (pos.pieces(us) & bb(to))
        return {ErrorCode::MoveTargetHoldsOwn,
                {squareName(to), colour, errorarg::pieceType(typeOf(pos.pieceOn(to)))}};
    if (piece == King && (kingAttacks(pos.kingSquare(us)) & bb(to)))
        return {ErrorCode::MoveKingIntoCheck, {colour, squareName(to)}};
    if (piece != Pawn && piece != King)
        for (Bitboard b = ours; b;) {
            const Square from = popLsb(b);
            if (attacks(piece, from, pos.pieces()) & bb(to))
                return {pos.inCheck() ? ErrorCode::MoveWouldLeaveCheck
                                      : ErrorCode::MoveWouldPutInCheck,
                        {colour, type, squareName(from)}};
        }
    return {ErrorCode::MoveCannotReach, {colour, type, file, rank, squareName(to)}};
}

// The reason a castle is impossible, taken from the castling analysis.
Error whyNoCastle(const Position& pos, CastleSide side, const std::string& shown) {
    const CastleAnalysis a = analyseCastle(pos, pos.sideToMove(), side);
    Error e = moveError(ErrorCode::SanCastleImpossible, shown, 0,
                        {errorarg::colour(pos.sideToMove()), errorarg::side(side)});
    if (a.obstacles.empty()) return e;
    e.reasons.push_back(castleObstaclePart(a, a.obstacles.front()));
    e.message = errorText(e);
    return e;
}

// The one legal move a parsed SAN names, found without generating every legal move (a game
// file has tens of millions of them); nullopt when it is not that simple - a castle, an en
// passant capture, a promotion missing or out of place, no or several candidates - and the
// full matching against the legal moves decides, with its reasons.
std::optional<Move> quickSanMove(const Position& pos, PieceType piece, int fromFile, int fromRank,
                                 Square to, PieceType promo) {
    const Color us = pos.sideToMove();
    const Bitboard occ = pos.pieces();
    if (pos.pieces(us) & bb(to)) return std::nullopt;
    const Square king = pos.kingSquare(us);
    const Bitboard checkers = pos.checkers();
    Bitboard from = 0;
    if (piece == Pawn) {
        if (fromRank >= 0 || to == pos.epSquare()) return std::nullopt;
        const int up = us == White ? 8 : -8;
        const int lastRank = us == White ? 7 : 0;
        if ((rankOf(to) == lastRank) != (promo != NoPieceType)) return std::nullopt;
        if (fromFile >= 0 && fromFile != fileOf(to)) {
            // A capture from the next file.
            if (std::abs(fromFile - fileOf(to)) != 1 || !(pos.pieces(~us) & bb(to)))
                return std::nullopt;
            const int r = rankOf(to) - (us == White ? 1 : -1);
            if (r < 0 || r > 7) return std::nullopt;
            from = bb(makeSquare(fromFile, r)) & pos.pieces(us, Pawn);
        } else {
            // A push: one square, or two from the pawn's first rank.
            if (occ & bb(to)) return std::nullopt;
            const int one = int(to) - up;
            if (one < 0 || one > 63) return std::nullopt;
            if (pos.pieces(us, Pawn) & bb(Square(one))) {
                from = bb(Square(one));
            } else if (!(occ & bb(Square(one))) && rankOf(to) == (us == White ? 3 : 4)) {
                from = bb(Square(one - up)) & pos.pieces(us, Pawn);
            }
        }
    } else {
        if (promo != NoPieceType) return std::nullopt;
        from = (piece == King ? kingAttacks(to) : attacks(piece, to, occ)) & pos.pieces(us, piece);
        if (fromFile >= 0) from &= fileBB(fromFile);
        if (fromRank >= 0) from &= rankBB(fromRank);
    }
    // Of the pieces that reach the square, those whose move leaves their king safe.
    const Bitboard pinned = pos.blockersForKing(us) & pos.pieces(us);
    std::optional<Move> found;
    for (Bitboard b = from; b;) {
        const Square f = popLsb(b);
        if (piece == King) {
            if (pos.attackersTo(to, occ ^ bb(f)) & pos.pieces(~us)) continue;
        } else {
            if (moreThanOne(checkers)) return std::nullopt;
            if (checkers && !((between(king, lsb(checkers)) | checkers) & bb(to))) continue;
            if ((pinned & bb(f)) && !(line(king, f) & bb(to))) continue;
        }
        if (found) return std::nullopt; // ambiguous: the full matching words it
        found = promo != NoPieceType ? Move(f, to, Move::Promotion, promo) : Move(f, to);
    }
    return found;
}

std::string trimmed(std::string_view text) {
    size_t b = 0, e = text.size();
    while (b < e && std::isspace(static_cast<unsigned char>(text[b]))) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(text[e - 1]))) --e;
    return std::string(text.substr(b, e - b));
}

} // namespace

Expected<Move> moveFromSan(const Position& pos, std::string_view text) {
    const std::string shown = trimmed(text);
    std::string s = shown;
    if (s.size() > 4 && s.compare(s.size() - 4, 4, "e.p.") == 0) {
        s.resize(s.size() - 4);
        while (!s.empty() && s.back() == ' ') s.pop_back();
    }
    while (!s.empty() && std::string_view("+#!?").find(s.back()) != std::string_view::npos)
        s.pop_back();
    if (s.empty()) return moveError(ErrorCode::SanEmpty, shown, 0);

    MoveList moves;
    if (s[0] == 'O' || s[0] == 'o' || s[0] == '0') {
        std::string castle;
        for (char c : s) castle += c == '0' || c == 'o' ? 'O' : c;
        if (castle == "O-O" || castle == "O-O-O") {
            generateLegalMoves(pos, moves);
            const CastleSide side = castle == "O-O" ? CastleSide::HSide : CastleSide::ASide;
            for (Move m : moves)
                if (m.kind() == Move::Castling && castleSideOf(pos, m) == side) return m;
            return whyNoCastle(pos, side, shown);
        }
    }

    size_t i = 0;
    PieceType piece = Pawn;
    if (std::string_view("NBRQK").find(s[0]) != std::string_view::npos) {
        piece = typeOf(pieceFromLetter(s[0]));
        i = 1;
    }
    // Promotion suffix: "=Q", "Q", "=q" or "(Q)" after the target square.
    PieceType promo = NoPieceType;
    if (piece == Pawn) {
        if (s.size() >= 3 && s.back() == ')' && s[s.size() - 3] == '(') {
            s.erase(s.size() - 3, 1);
            s.pop_back();
        }
        const char last =
            s.size() >= 3 ? char(std::toupper(static_cast<unsigned char>(s.back()))) : 0;
        if (last && std::string_view("NBRQ").find(last) != std::string_view::npos) {
            promo = typeOf(pieceFromLetter(last));
            s.pop_back();
            if (s.back() == '=') s.pop_back();
        } else if (s.size() >= 4 && s[s.size() - 2] == '=') {
            return moveError(ErrorCode::SanBadPromotionPiece, shown, int(s.size()) - 1);
        }
    }
    if (s.size() < i + 2) return moveError(ErrorCode::SanNotSan, shown, 0);
    const Square to = parseSquare(std::string_view(s).substr(s.size() - 2));
    if (to == NoSquare) return moveError(ErrorCode::SanNoTargetSquare, shown, int(s.size()) - 2);
    int fromFile = -1, fromRank = -1;
    bool capture = false;
    for (size_t j = i; j + 2 < s.size(); ++j) {
        const char c = s[j];
        if (c >= 'a' && c <= 'h' && fromFile < 0 && fromRank < 0)
            fromFile = c - 'a';
        else if (c >= '1' && c <= '8' && fromRank < 0)
            fromRank = c - '1';
        else if ((c == 'x' || c == ':') && !capture)
            capture = true;
        else if (c == '-' && j + 3 == s.size())
            continue;
        else
            return moveError(ErrorCode::SanUnexpectedCharacter, shown, int(j), {std::string(1, c)});
    }

    if (const auto quick = quickSanMove(pos, piece, fromFile, fromRank, to, promo)) return *quick;
    generateLegalMoves(pos, moves);
    std::vector<Move> matches;
    for (Move m : moves) {
        if (m.kind() == Move::Castling || m.to() != to) continue;
        if (typeOf(pos.pieceOn(m.from())) != piece) continue;
        if (fromFile >= 0 && fileOf(m.from()) != fromFile) continue;
        if (fromRank >= 0 && rankOf(m.from()) != fromRank) continue;
        if (m.kind() == Move::Promotion ? m.promotion() != promo : promo != NoPieceType) continue;
        matches.push_back(m);
    }
    if (matches.size() == 1) return matches[0];
    if (matches.size() > 1) {
        std::vector<std::string> candidates;
        for (Move m : matches) candidates.push_back(moveToSan(pos, m));
        return moveError(ErrorCode::SanAmbiguous, shown, 0, std::move(candidates));
    }
    for (Move m : moves) {
        if (m.to() != to || typeOf(pos.pieceOn(m.from())) != piece) continue;
        if (m.kind() == Move::Promotion && promo == NoPieceType)
            return moveError(ErrorCode::SanPromotionMissing, shown, int(shown.size()),
                             {squareName(to)});
        if (m.kind() != Move::Promotion && promo != NoPieceType)
            return moveError(ErrorCode::SanNotAPromotion, shown, 0);
    }
    if (piece == King)
        for (Move m : moves)
            if (m.kind() == Move::Castling &&
                (m.to() == to || castleKingTarget(pos.sideToMove(), castleSideOf(pos, m)) == to))
                return moveError(ErrorCode::SanCastlingWrittenAs, shown, 0, {moveToSan(pos, m)});
    Error e = moveError(ErrorCode::SanIllegal, shown, 0);
    e.reasons.push_back(whyNoMove(pos, piece, fromFile, fromRank, to));
    e.message = errorText(e);
    return e;
}

} // namespace chess960
