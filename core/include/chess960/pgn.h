// PGN, the file format games travel in. The writer produces what the common programs read
// (lichess, Cute Chess, ChessX, Scid, PyChess); the reader takes what they write, one game at
// a time, and a game it cannot read does not stop it from reading the next.
#pragma once

#include "chess960/expected.h"
#include "chess960/game.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chess960 {

namespace pgn {
struct ReaderState; // the reader's place in the text, defined with the reader
}

/// \brief The PGN text of a game, ending with an empty line. Tags: the seven-tag roster
/// (Event, Site, Date, Round, White, Black, Result; "?" and "????.??.??" when not set), then
/// Variant "Chess960", SetUp "1", FEN (X-FEN, even for the classical start), TimeControl
/// (seconds "base+increment"; "-" when there is none; "?" with time odds, followed by
/// WhiteTimeControl and BlackTimeControl as Cute Chess writes them), Termination, then the
/// game's other tags in order. Tag names that are not PGN symbols are left out.
/// The moves are the whole tree from the start, wherever the cursor is: the main line, each
/// variation in parentheses after the move it replaces (nested to any depth, written without
/// recursion), comments before and after moves and before the first, NAGs as $n, and each
/// move's evaluation, clock, time used and markings as commands at the head of its comment:
/// {[%eval 0.31] [%clk 0:01:02] [%emt 0:00:05] [%csl Gd4] [%cal Gf1f3] text}. Lines wrap below
/// 80 columns and a command is never split. What PGN cannot say is written as near as it can:
/// a '}' inside a comment becomes ')', comment text that would read as a command gets a space
/// after its '[' ("[ %eval 0.3]"), and a comment before a move that continues its line joins
/// the comment after the move before it.
std::string writePgn(const Game& game);

/// \brief A time control as PGN's TimeControl tag says it: "180+2" (seconds, fractions
/// where needed), "?" with time odds (each side's is in WhiteTimeControl and BlackTimeControl).
std::string timeControlText(const TimeControl& tc);

/// \brief What is wrong with a tag as a player gives it.
enum class TagCheck {
    BadName,   ///< not a PGN tag name: a letter or digit, then letters, digits and '_'
    Derived,   ///< written from the game itself: Result, Variant, SetUp, FEN, TimeControl,
               ///< WhiteTimeControl, BlackTimeControl, Termination, PlyCount
    Twice,     ///< the name of an earlier tag (names are compared in any case)
    BadDate,   ///< Date, EventDate or UTCDate not as YYYY.MM.DD, "??" for what is unknown
    BadElo,    ///< WhiteElo or BlackElo not a whole number from 0 to 4000, "-" or empty
    LineBreak, ///< a value with a line break
};
struct TagProblem {
    TagCheck what;
    size_t index; ///< of the tag in the list checked
};
/// \brief Whether the writer writes this tag from the game itself (TagCheck::Derived).
bool isWrittenFromTheGame(std::string_view name);
/// \brief The game's tags a player may edit: all but those written from the game, in order.
std::vector<std::pair<std::string, std::string>> editableTags(const Game& game);
/// \brief Gives the game the tags a player edited (checked with checkEditedTags first), in
/// their order, in place of every editable tag it had; a tag with an empty value is left out
/// (the roster's are then written as unknown, "?"). The tags written from the game stay.
void setEditableTags(Game& game, const std::vector<std::pair<std::string, std::string>>& tags);

/// \brief One game's PGN text as a file holds it, with the tag `name` set to `value` (an empty
/// value takes the tag out), every other byte as it was: the tag rewritten where it stands
/// (found in any case), or a new line after the last tag in the text's own line ending (before
/// the moves when there is no tag). Nothing when the text does not begin with tags that can be
/// read ("[Name "value"]" with PGN's escapes, each after white space).
std::optional<std::string> withTagInText(std::string_view game, std::string_view name,
                                         std::string_view value);

/// \brief The first problem of tags a player has edited (the game's tags but those written
/// from the game), in their order; nothing when every tag can be kept as given.
std::optional<TagProblem>
checkEditedTags(const std::vector<std::pair<std::string, std::string>>& tags);

/// \brief The PGN texts of several games, one after the other.
std::string writePgn(const std::vector<Game>& games);

/// \brief One game of a PGN file: the game, or why it could not be read and where.
struct PgnRecord {
    /// \brief 1-based number of the game in the file.
    int index = 0;
    /// \brief 1-based line on which the game starts.
    int line = 0;
    /// \brief The game's bytes in the text: from the start of its first line (or its first
    /// token, when something precedes it on that line) to the end of the line of its last
    /// token, the line end included. What lies between two games (blank lines, stray
    /// comments) belongs to neither, so a game can be replaced and every other byte kept.
    long long offset = 0;
    long long end = 0;
    /// \brief The game; on failure the error's message is the reason and its position the
    /// byte offset into the text.
    Expected<Game> game = Game();
    /// \brief Where the problem is, 1-based (0 when the game was read).
    int errorLine = 0;
    int errorColumn = 0;

    bool ok() const { return game.ok(); }
    /// \brief "game 3, line 41, column 12: <reason>" for a failure, "" for a success.
    std::string describeError() const;
};

/// \brief Reads the games of a PGN text one by one. Tags may come in any order; the Variant
/// may be any spelling of Chess960 (Chess960, chess 960, Fischerandom, Fischer Random, any
/// case) or standard chess, which needs no FEN. Move numbers (also "1..."), escaped quotes,
/// Windows line ends and a UTF-8 byte-order mark are understood. The game's tree is read whole:
/// - variations "( ... )", nested up to 1000 deep (deeper is an error, PgnVariationTooDeep,
///   never a crash); a variation repeating the move it replaces joins it (past the main
///   line's last move its moves continue the main line); a null move ("--") ends its
///   variation (a game cannot hold one; the moves before it are kept);
/// - comments ({} and ;) after a move, before the first move of the game (the start comment)
///   and before the first move of a variation (that move's comment before); a '}' in a ';'
///   comment reads as ')', as the writer would write it;
/// - NAGs as $n or as !, ?, !!, ??, !?, ?! ($1 to $6);
/// - the commands [%eval 0.31] / [%eval #-3] (centipawns, rounded), [%clk], [%emt],
///   [%cal Gf1f3,...] and [%csl Gd4,...] inside comments, into the move's fields; unknown
///   commands, and known ones that cannot be read, stay comment text. Before the first move
///   only markings are kept.
/// The main line is played as the game (its result and ending judged as always) and the cursor
/// is left at its end. Records from programs that predate the automatic draws (fivefold, 75
/// moves) may play on past them.
/// \brief What a reader keeps of the comments: all (their text and commands: clocks,
/// evaluations, markings), or nothing - they are read past, as any reader must to find the
/// moves, and the games are otherwise the same, errors included (an index of a file's games,
/// a count of them, need no comment).
enum class PgnComments { Keep, Skip };

class PgnReader {
public:
    /// \brief A reader over text, which must outlive it.
    explicit PgnReader(std::string_view text, PgnComments comments = PgnComments::Keep);
    ~PgnReader();
    PgnReader(const PgnReader&) = delete;
    PgnReader& operator=(const PgnReader&) = delete;

    /// \brief The next game, or nothing once the text holds no more games.
    std::optional<PgnRecord> next();
    /// \brief Something of PGN has been read so far: a whole tag pair or a legal move,
    /// even in a game that failed later.
    bool foundPgn() const;

private:
    std::unique_ptr<pgn::ReaderState> state_;
};

/// \brief Every game of a PGN text.
std::vector<PgnRecord> readPgn(std::string_view text);

/// \brief Every game of a file's text, or why the text is not PGN at all (an error in place
/// of the games). Not PGN are:
/// - binary data: a NUL byte anywhere, or more than one byte in a hundred a control character
///   other than tab, line feed, vertical tab, form feed and carriage return (PgnBinary, with
///   the line and column of the first such byte). Text in any 8-bit encoding passes: an old
///   Latin-1 file is still PGN;
/// - text in which nothing reads as PGN: no game can be read, and not one whole tag pair and
///   not one legal move was found in it (PgnNothingFound, with the line and column of the first
///   game's fault and that fault as its reason).
/// A text of PGN with broken games gives its records, each with its error; an empty text (or
/// one of comments only) gives no records.
Expected<std::vector<PgnRecord>> readPgnFile(std::string_view text);

/// \brief The games of a file's text one at a time, for a file of any size: each record is
/// handed to `take` (which returns false to stop) and dropped, so that only the game being
/// read is held. The same decisions as readPgnFile: binary data, or text in which nothing reads
/// as PGN, is the error returned (and then no record is handed over). `passed`, when given, is
/// told now and then the offset before which the text will not be read again (see
/// MappedFile::release).
std::optional<Error> readPgnGames(std::string_view text,
                                  const std::function<bool(PgnRecord&)>& take,
                                  const std::function<void(size_t)>& passed = {},
                                  PgnComments comments = PgnComments::Keep);

/// \brief Where a second reader of a large PGN text may start, so that two read it at once:
/// the first tag section after the middle that follows a blank line; 0 when there is none.
/// The reader from the start must begin a game exactly there to agree: one that does not (the
/// middle fell inside a comment that holds what looks like a game, say) reads on alone, and
/// what the second read is dropped. A reader from here counts lines from 1 and games from 1.
size_t pgnSplitPoint(std::string_view text);

/// \brief The first game of a PGN text, or why it cannot be read (with line and column in
/// the message); an error too when the text holds no game.
Expected<Game> readPgnGame(std::string_view text);

} // namespace chess960
