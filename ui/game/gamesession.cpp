#include "game/gamesession.h"

#include "i18n/castlewording.h"
#include "i18n/errorwording.h"

#include "files/gamefiles.h"
#include "game/gameclock.h"

#include <QStringList>

namespace chess960::ui {

namespace {
QString text(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
} // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent), clock_(new GameClock(this)), view_(new ViewCursor(this)) {
    connect(clock_, &GameClock::flagFell, this, &GameSession::onFlag);
    view_->set(game_, game_.cursor(), false);
}

GameSession::~GameSession() = default;

Move GameSession::lastMove() const {
    return game_.moves().empty() ? Move() : game_.moves().back().move;
}

bool GameSession::isMachineTurn() const {
    return !analysing_ && !record_ && !game_.isOver() &&
           !players_[game_.position().sideToMove()].isPerson();
}

bool GameSession::acceptsBoardMoves() const {
    // Analysis takes moves for both sides at any node, finished game or not.
    if (analysing_) return true;
    // A record takes a move of a person's side at its end: the player plays on with it.
    if (record_)
        return !game_.isOver() && !view_->browsing() &&
               players_[game_.position().sideToMove()].isPerson();
    return !game_.isOver() && !view_->browsing() && !isMachineTurn();
}

std::optional<Color> GameSession::preferredBottom(bool autoFlip, bool gameStart) const {
    if (const auto person = players_.personSide()) return *person;
    if (players_.people() == 0) return gameStart ? std::optional(White) : std::nullopt;
    // A record opened with moves in it is read from White's side, as printed games are; a
    // new game must not open upside down because of the game before (issue 11).
    if (gameStart && !autoFlip && game_.plyCount() > 0) return White;
    if (autoFlip || gameStart) return game_.position().sideToMove();
    return std::nullopt;
}

void GameSession::placeView(NodeId n) {
    view_->set(game_, n, !analysing_ && n != game_.cursor());
}

void GameSession::showView(NodeId n) {
    placeView(n);
    emit view_->moved();
}

void GameSession::newGame(int startNumber) {
    auto game = Game::fromStartNumber(startNumber);
    if (!game) return;
    game->setTag("Event", "Casual game");
    players_ = Players::twoPeople();
    record_ = false;
    setGame(std::move(*game));
}

void GameSession::loadGame(const Game& game) {
    players_ = Players::fromRecord(game);
    record_ = false;
    setGame(game);
}

void GameSession::loadRecord(const Game& game) {
    players_ = Players::fromRecord(game);
    record_ = true;
    setGame(game);
}

void GameSession::playOn() {
    if (!record_ || game_.isOver()) return;
    if (analysing_) setAnalysis(false);
    record_ = false;
    runClock();
    emit playingOn();
    emit positionChanged(Move()); // an engine to move is asked (PlayerDirector follows)
}

void GameSession::setPlayers(const Players& players, const QString& why) {
    if (players == players_) return;
    const Players before = players_;
    players_ = players;
    QStringList notes;
    if (game_.plyCount() > 0) {
        for (Color c : {White, Black}) {
            if (before[c] == players[c]) continue;
            const char* tag = c == White ? "White" : "Black";
            const char* side = c == White ? "White" : "Black";
            const QString was = QString::fromStdString(game_.tag(tag));
            const QString now = players[c].isPerson() ? QString::fromLatin1(kRecordedPlayerName)
                                                      : recordedEngineName(players[c]);
            // The side's last move so far: its number says how far the old player went.
            int last = game_.plyCount() - 1;
            if (game_.positionAt(last).sideToMove() != c) --last;
            notes << (last >= 0
                          ? QStringLiteral("%1 played %2 up to move %3.")
                                .arg(was.isEmpty() ? QStringLiteral("?") : was, QLatin1String(side))
                                .arg(game_.positionAt(last).fullmoveNumber())
                          : QStringLiteral("%1 had %2 and made no move.")
                                .arg(was.isEmpty() ? QStringLiteral("?") : was,
                                     QLatin1String(side)));
            if (!why.isEmpty()) notes << why;
            notes << QStringLiteral("%1 plays %2 from here.").arg(now, QLatin1String(side));
            game_.setTag(tag, now.toStdString());
        }
    }
    const bool programPlayed = before.people() < 2 && game_.plyCount() > 0;
    players_.writeTo(game_);
    // Two people on after a program played: the record still says who is a person, so it is
    // not read as a game between two people from the start.
    if (programPlayed && players_.people() == 2) {
        game_.setTag("WhiteType", "human");
        game_.setTag("BlackType", "human");
    }
    if (!notes.isEmpty()) {
        const NodeId at = game_.cursor(); // where play stands, in analysis too
        std::string comment = game_.nodeMove(at).comment;
        if (!comment.empty()) comment += ' ';
        game_.setComment(at, comment + notes.join(QLatin1Char(' ')).toStdString());
    }
    drawOffered_ = false;
    setClaimArmed(false);
    emit playersChanged();
    emit gameChanged();
}

void GameSession::setGame(Game game) {
    game_ = std::move(game);
    // A game opens at the end of its main line; once played on, its moves can be taken back
    // like moves played here, and its variations stay in the tree.
    game_.goTo(game_.mainLine().empty() ? Game::root() : game_.mainLine().back());
    const bool wasAnalysing = analysing_;
    analysing_ = false;
    declinedPly_ = -1;
    if (wasAnalysing) emit analysisChanged(false);
    paused_ = false;
    drawOffered_ = false;
    setClaimArmed(false);
    placeView(game_.cursor());
    clock_->reset(game_.timeControl());
    restoreClocks();
    runClock();
    emit gameStarted();
    emit positionChanged(Move());
    emit view_->moved();
}

bool GameSession::play(Move move) {
    if (analysing_) return addVariationMove(move);
    if (!acceptsBoardMoves() || !game_.position().isLegal(move)) return false;
    if (record_) {
        // A move at the end of a record is the player's choice to play on from it.
        record_ = false;
        emit playingOn();
    }
    return playMove(move, claimArmed_);
}

bool GameSession::playMachineMove(Move move) {
    return isMachineTurn() && playMove(move);
}

bool GameSession::playMove(Move move, bool withClaim) {
    if (game_.isOver() || !game_.position().isLegal(move)) return false;
    const Color mover = game_.position().sideToMove();
    std::optional<int64_t> clockMs;
    if (clock_->enabled()) clockMs = clock_->punch(mover);
    bool rejected = false;
    if (withClaim)
        rejected = game_.claimDrawWithMove(move, clockMs) == ClaimOutcome::Rejected;
    else if (!game_.play(move, clockMs))
        return false;
    if (rejected) clock_->addTime(~mover, game_.incorrectClaimBonusMs());
    const QString san = QString::fromStdString(game_.moves().back().san);
    changed(move, false);
    if (rejected) emit drawClaimRejected(san);
    return true;
}

void GameSession::changed(Move move, bool wasOver) {
    setClaimArmed(false); // a claim belongs to the one move it was made with
    // The view follows the game unless it is on another node, which stays on view while it
    // is there (its line may have been replaced).
    const bool stays = (view_->browsing() || analysing_) && game_.contains(view_->node());
    placeView(stays ? view_->node() : game_.cursor());
    if (game_.isOver()) {
        clock_->stop();
        drawOffered_ = false;
    } else {
        runClock();
    }
    emit gameChanged();
    // The board shows the move before anyone acts on it: a premove waiting on the board is
    // played as the position it was made for arrives.
    emit view_->moved();
    emit positionChanged(move);
    if (!wasOver && game_.isOver()) emit gameEnded();
}

bool GameSession::canTakeBack() const {
    if (analysing_ || record_ || !game_.canUndo()) return false;
    if (players_.people() == 0) return false;
    // Back to a person's turn; when an engine opened the game there is none before.
    for (int k = 1; k <= game_.plyCount(); ++k)
        if (players_[game_.positionAt(game_.plyCount() - k).sideToMove()].isPerson()) return true;
    return false;
}

bool GameSession::canReplay() const {
    return !analysing_ && !record_ && game_.canRedo();
}

// A take-back moves the game's cursor back along the main line; the moves stay in the tree
// to be replayed until another move replaces them (Game::play).
void GameSession::undo() {
    if (!canTakeBack()) return;
    do {
        takeBackTime(game_.plyCount() - 1);
        game_.undo();
    } while (!players_[game_.position().sideToMove()].isPerson() && game_.canUndo());
    drawOffered_ = false;
    declinedPly_ = -1;
    placeView(game_.cursor()); // back to the game from wherever the view was
    changed(Move(), false);
}

void GameSession::redo() {
    if (!canReplay()) return;
    do {
        const Color mover = game_.position().sideToMove();
        game_.redo();
        replayTime(mover);
    } while (!players_[game_.position().sideToMove()].isPerson() && canReplay());
    changed(lastMove(), false);
}

void GameSession::resign() {
    // The person resigns; with two people the one to move. Engines do not resign here, and
    // nobody resigns a record nobody plays on.
    if (record_ || game_.isOver() || players_.people() == 0) return;
    const Color loser = players_.personSide().value_or(game_.position().sideToMove());
    if (game_.resign(loser)) changed(Move(), false);
}

void GameSession::browse(int ply) {
    // Along the game during play; in analysis along the line that leads to the node on view.
    const std::vector<NodeId> line = analysing_ ? game_.pathTo(view_->node()) : game_.path();
    ply = std::clamp(ply, 0, int(line.size()));
    browseNode(ply == 0 ? Game::root() : line[size_t(ply - 1)]);
}

void GameSession::browseBy(int delta) {
    if (!analysing_) {
        browse(view_->ply() + delta);
        return;
    }
    // In analysis: step in the tree from the node on view, forward along the line's first
    // continuation, back to the parent.
    NodeId n = view_->node();
    for (; delta > 0 && !game_.children(n).empty(); --delta) n = game_.children(n).front();
    for (; delta < 0 && n != Game::root(); ++delta) n = game_.parentOf(n);
    browseNode(n);
}

void GameSession::browseEnd() {
    if (!view_->browsing()) return;
    showPlay();
}

void GameSession::restoreClocks() {
    if (!clock_->enabled()) return;
    qint64 left[2] = {clock_->timeControl()->base(White), clock_->timeControl()->base(Black)};
    for (int ply = 0; ply < game_.plyCount(); ++ply) {
        const auto& clk = game_.moves()[size_t(ply)].clockMs;
        const Color mover = game_.positionAt(ply).sideToMove();
        if (clk) left[mover] = *clk;
        // The opponent's next recorded time includes the bonus; until then it is added here.
        if (game_.moves()[size_t(ply)].incorrectClaim)
            left[~mover] += game_.incorrectClaimBonusMs();
    }
    clock_->setRemaining(left[White], left[Black]);
}

// The take-back rule (issue 11), the same with two people and against an engine: time
// spent thinking is spent. A take-back gives no time back; it takes off what the move taken
// back added to the clocks (the increment, and the two minutes a wrong draw claim gave the
// opponent), so that taking back and playing again cannot make time. Ply counts from 0.
void GameSession::takeBackTime(int ply) {
    if (!clock_->enabled() || ply < 0) return;
    const Color mover = game_.positionAt(ply).sideToMove();
    clock_->addTime(mover, -clock_->timeControl()->increment(mover));
    if (game_.moves()[size_t(ply)].incorrectClaim)
        clock_->addTime(~mover, -game_.incorrectClaimBonusMs());
}

// A move replayed is played now: its side's clock stops, gets the increment, and the record
// keeps the time it then shows.
void GameSession::replayTime(Color mover) {
    if (!clock_->enabled()) return;
    game_.setClock(game_.plyCount(), clock_->punch(mover));
    if (game_.moves().back().incorrectClaim) clock_->addTime(~mover, game_.incorrectClaimBonusMs());
}

void GameSession::runClock() {
    // The clocks start with White's first move, as on most servers: nobody loses time
    // looking at a new start position before the game has begun. A record's clock shows the
    // times it was read with until the player plays on.
    if (clock_->enabled() && !record_ && !analysing_ && !game_.isOver() && game_.plyCount() > 0)
        clock_->start(game_.position().sideToMove());
    else
        clock_->stop();
}

void GameSession::onFlag(Color c) {
    if (game_.timeForfeit(c)) changed(Move(), false);
}

QString GameSession::statusText() const {
    // In analysis the side to move is the one at the node on view.
    const Position& shown = analysing_ ? view_->position() : game_.position();
    const Color side = shown.sideToMove();
    const QString name = side == White ? tr("White") : tr("Black");
    const QString why = CastleWording::terminationText(game_.termination());
    switch (game_.result()) {
    case GameResult::WhiteWins: return tr("White wins: %1").arg(why);
    case GameResult::BlackWins: return tr("Black wins: %1").arg(why);
    case GameResult::Draw: return tr("Draw: %1").arg(why);
    case GameResult::Ongoing: break;
    }
    return shown.inCheck() ? tr("%1 to move, in check").arg(name) : tr("%1 to move").arg(name);
}

QString GameSession::resultText() const {
    const QString why = CastleWording::terminationText(game_.termination());
    const QString score = text(chess960::resultText(game_.result()));
    switch (game_.result()) {
    case GameResult::WhiteWins: return tr("White wins (%1): %2.").arg(score, why);
    case GameResult::BlackWins: return tr("Black wins (%1): %2.").arg(score, why);
    case GameResult::Draw: return tr("Draw (%1): %2.").arg(score, why);
    case GameResult::Ongoing: break;
    }
    return tr("The game goes on.");
}

} // namespace chess960::ui
