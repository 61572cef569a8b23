#include "eboard/eboardfeature.h"

#include "asking.h"
#include "board/boardwidget.h"
#include "document/gamedocument.h"
#include "eboard/boarddialog.h"
#include "game/boardoptions.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "i18n/castlewording.h"
#include "i18n/piecenotation.h"

#include "chess960/notation.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>

namespace chess960::ui {

namespace {

const QString kKindKey = QStringLiteral("eboard/kind");
const QString kPortKey = QStringLiteral("eboard/port");
const QString kOpponentKey = QStringLiteral("eboard/computerOpponent");

QString capitalised(QString s) {
    if (!s.isEmpty()) s[0] = s[0].toUpper();
    return s;
}

} // namespace

EBoardFeature::EBoardFeature(GameSession* game, GameDocument* document, BoardWidget* board,
                             BoardOptions* options, QMainWindow* window)
    : Feature(window), game_(game), document_(document), board_(board), options_(options),
      link_(new BoardLink(this)), label_(new QLabel(window)),
      settingsAction_(newAction("electronicBoard")) {
    label_->setObjectName(QStringLiteral("eboardStatus"));
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::PlainText);
    label_->hide();
    settle_.setSingleShot(true);
    settle_.setInterval(kSettleMs);
    still_.setSingleShot(true);
    still_.setInterval(kStillMs);
    connect(&settle_, &QTimer::timeout, this, [this] {
        // The board stayed as it was: the first half of a castle was the whole move.
        const eboard::Reading r = reader_.reading();
        if (r.kind == eboard::Reading::Kind::Move && r.move == settling_) commit(r.move);
    });
    connect(&still_, &QTimer::timeout, this, &EBoardFeature::showDifferences);
    setUp_.setSingleShot(true);
    setUp_.setInterval(kSetUpMs);
    connect(&setUp_, &QTimer::timeout, this, &EBoardFeature::analyseSetUp);
    connect(settingsAction_, &QAction::triggered, this, &EBoardFeature::openSettings);
    connect(link_, &BoardLink::stateChanged, this, [this] {
        updateLabel();
        if (link_->state() != BoardLink::State::Connected) {
            // The game stays on the screen, playable with the mouse; no square is wrong on a
            // board that is not there.
            settle_.stop();
            still_.stop();
            board_->setBoardDifferences(0);
        }
    });
    connect(link_, &BoardLink::infoChanged, this, &EBoardFeature::updateLabel);
    connect(link_, &BoardLink::boardSeen, this, [this](const eboard::Placement& b) {
        reader_.setBoard(b);
        onBoard();
    });
    connect(link_, &BoardLink::squareChanged, this, [this](Square s, Piece p) {
        reader_.setSquare(s, p);
        onBoard();
    });
    connect(game_, &GameSession::positionChanged, this, &EBoardFeature::follow);
    // In analysis the board shows the node on view, and moves made on it go there.
    connect(game_->view(), &ViewCursor::moved, this, [this] {
        if (game_->analysing()) follow();
    });
    connect(game_, &GameSession::gameStarted, this, &EBoardFeature::follow);
    connect(game_, &GameSession::gameChanged, this, &EBoardFeature::follow);
    follow();
    ready();
}

bool EBoardFeature::computerIsBoardOpponent() {
    return QSettings().value(kOpponentKey, false).toBool();
}

void EBoardFeature::setComputerIsBoardOpponent(bool on) {
    QSettings().setValue(kOpponentKey, on);
}

void EBoardFeature::connectBoard(BoardLink::Kind kind, const QString& port) {
    QSettings s;
    s.setValue(kKindKey, BoardLink::kindKey(kind));
    s.setValue(kPortKey, port);
    link_->connectTo(kind, port);
}

void EBoardFeature::connectAtStart(const QString& spec) {
    if (!spec.isEmpty()) {
        const auto parsed = BoardLink::parse(spec);
        if (!parsed) {
            tell(tr("Electronic board"),
                 tr("\"%1\" names no board: write dgt:PORT or millennium:PORT.").arg(spec), true);
            return;
        }
        connectBoard(parsed->first, parsed->second);
        return;
    }
    QSettings s;
    const auto kind = BoardLink::kindOfKey(s.value(kKindKey).toString());
    const QString port = s.value(kPortKey).toString();
    if (kind && !port.isEmpty()) link_->connectTo(*kind, port);
}

void EBoardFeature::openSettings() {
    auto* dialog = new BoardDialog(link_, window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &BoardDialog::connectRequested, this, &EBoardFeature::connectBoard);
    connect(dialog, &BoardDialog::disconnectRequested, this, [this] {
        QSettings().remove(kPortKey);
        link_->disconnectBoard();
    });
    dialog->show();
}

NodeId EBoardFeature::followed() const {
    return game_->analysing() ? game_->view()->node() : game_->game().cursor();
}

// The game moved (a move made anywhere, a take-back, a new game; in analysis another node on
// view): the board must now show its position. A move not taken from the board is still to
// be made on it.
void EBoardFeature::follow() {
    const Game& g = game_->game();
    std::vector<eboard::Placement> earlier;
    Position p = g.startPosition();
    const std::vector<NodeId> line = g.pathTo(followed());
    for (NodeId n : line) {
        earlier.push_back(eboard::placementOf(p));
        p = p.after(g.nodeMove(n).move);
    }
    reader_.setPosition(p, std::move(earlier));
    behind_ = !fromBoard_ && !line.empty();
    settle_.stop();
    declinedBack_ = -1;
    // A start position standing on the board begins no game here: the game was chosen on the
    // screen, and only a change on the board is a choice made there.
    if (link_->state() == BoardLink::State::Connected) evaluate(false);
}

void EBoardFeature::onBoard() {
    if (asking_) return;
    evaluate(true);
}

void EBoardFeature::evaluate(bool boardChanged) {
    settle_.stop();
    still_.stop();
    setUp_.stop();
    using Kind = eboard::Reading::Kind;
    // A start position set up: a new game from it, unless it is this game's own position.
    if (const auto start = eboard::recognizeStart(link_->placement())) {
        reader_.setTurned(start->turned);
        const eboard::Reading r = reader_.reading();
        if (boardChanged && r.kind != Kind::Agrees && declinedStart_ != start) {
            startFromBoard(*start);
            return;
        }
    } else {
        declinedStart_.reset();
    }
    const eboard::Reading r = reader_.reading();
    switch (r.kind) {
    case Kind::Agrees:
        behind_ = false;
        setInstruction({});
        return;
    case Kind::Move:
        // Only a change on the board makes a move: a game changed on the screen (a new game,
        // a take-back) is not played on from what the board happened to show.
        if (boardChanged && game_->acceptsBoardMoves() && !behind_) {
            if (r.settle) {
                settling_ = r.move;
                settle_.start();
            } else {
                commit(r.move);
            }
            return;
        }
        break;
    case Kind::WrongOrder:
        setInstruction(tr("Not a castle in this order. %1 Put the king and the rook back and "
                          "castle again.")
                           .arg(CastleWording::orderText(r.castle)),
                       eboard::squaresOf(r.differences));
        return;
    case Kind::PromotionPiece:
        if (boardChanged && game_->acceptsBoardMoves() && !behind_) {
            askPromotion(r.move);
            return;
        }
        break;
    case Kind::EarlierPosition:
        if (r.pliesBack == 1 && behind_) {
            // The move's squares lit on a board with LEDs; the screen shows the move already.
            setInstruction(makeLastMoveText(), 0, eboard::squaresOf(r.differences));
            return;
        }
        // Offered once the board is still: pieces put back a move at a time make one
        // question, not one per move.
        break;
    case Kind::Differs: break;
    }
    // Pieces in the air or in the wrong place: named once the board has been still a moment.
    still_.start();
    if (game_->analysing() && r.differences.size() >= size_t(kSetUpSquares) &&
        declinedSetUp_ != reader_.board())
        setUp_.start();
}

// In analysis the screen follows the board: a position set up on it is the one analysed.
void EBoardFeature::analyseSetUp() {
    const eboard::Reading r = reader_.reading();
    if (!game_->analysing() || r.kind != eboard::Reading::Kind::Differs) return;
    const auto pos = eboard::positionOf(reader_.board(), game_->view()->position().sideToMove());
    if (!pos) return; // not a position yet: its squares stay named
    const eboard::Placement board = reader_.board();
    if (!replaceGame(GameSetup::fromPosition(*pos, GameSetup::Opponent::Human))) {
        declinedSetUp_ = board;
        return;
    }
    game_->setAnalysis(true);
    say(tr("The position set up on the board is analysed."), 5000);
}

void EBoardFeature::showDifferences() {
    const eboard::Reading r = reader_.reading();
    if (r.kind == eboard::Reading::Kind::Agrees) return;
    if (r.kind == eboard::Reading::Kind::EarlierPosition && !(r.pliesBack == 1 && behind_) &&
        game_->canTakeBack() && declinedBack_ != game_->game().plyCount()) {
        offerTakeBack(r.pliesBack);
        return;
    }
    // A position being set up for analysis is not told square by square: it is taken as it
    // stands once the board stays still.
    if (setUp_.isActive() &&
        eboard::positionOf(reader_.board(), game_->view()->position().sideToMove())) {
        setInstruction(tr("Keep the board still: the position set up on it is analysed in a "
                          "moment."));
        return;
    }
    QString text = differencesText(r.differences);
    if (behind_ && followed() != Game::root()) text = makeLastMoveText() + QLatin1Char(' ') + text;
    setInstruction(text, eboard::squaresOf(r.differences));
}

QString EBoardFeature::makeLastMoveText() const {
    return tr("Make %1 on the board.")
        .arg(shownMove(QString::fromStdString(game_->game().nodeMove(followed()).san)));
}

bool EBoardFeature::replaceGame(const GameSetup& setup) {
    QString error;
    // The board's changes wait while the player is asked about the game on the screen.
    asking_ = true;
    const bool started = document_->startNew(setup, &error);
    asking_ = false;
    if (started) return true;
    if (!error.isEmpty()) tell(tr("Electronic board"), error, true);
    return false;
}

QString EBoardFeature::differenceText(const eboard::SquareDifference& d) const {
    const QString square = QString::fromStdString(squareName(d.square));
    // The sentence, not the piece, starts with a capital: a language may put the square first.
    if (d.have == NoPiece)
        return capitalised(
            tr("%1 is missing on %2.").arg(CastleWording::pieceName(d.want), square));
    if (d.want == NoPiece)
        return capitalised(
            tr("%1 on %2 must come off.").arg(CastleWording::pieceName(d.have), square));
    return capitalised(
        tr("%1 belongs on %2, not %3.")
            .arg(CastleWording::pieceName(d.want), square, CastleWording::pieceName(d.have)));
}

QString EBoardFeature::differencesText(const std::vector<eboard::SquareDifference>& ds) const {
    // A board swept clean or set up for something else is not told square by square.
    constexpr size_t kTold = 4;
    QStringList parts;
    for (size_t i = 0; i < ds.size() && i < kTold; ++i) parts << differenceText(ds[i]);
    if (ds.size() > kTold)
        parts << tr("The board differs from the game on %n squares.", nullptr, int(ds.size()));
    return parts.join(QLatin1Char(' '));
}

void EBoardFeature::setInstruction(const QString& text, Bitboard squares,
                                   std::optional<Bitboard> lit) {
    board_->setBoardDifferences(squares);
    // The board's own squares: turned round, a1 is the board's h8.
    Bitboard onBoard = 0;
    for (Bitboard b = lit.value_or(squares); b;) {
        const Square s = popLsb(b);
        onBoard |= Bitboard(1) << (reader_.isTurned() ? 63 - s : s);
    }
    link_->showSquares(onBoard);
    if (text == instruction_) return;
    if (!instruction_.isEmpty()) unsay(instruction_);
    instruction_ = text;
    if (!text.isEmpty()) say(text);
    updateLabel();
}

void EBoardFeature::commit(Move m) {
    fromBoard_ = true;
    const bool played = game_->play(m);
    fromBoard_ = false;
    if (!played) still_.start();
}

bool EBoardFeature::startFromBoard(const eboard::StartSetUp& start) {
    GameSetup setup = GameSetup::load();
    setup.start = GameSetup::Start::Number;
    setup.number = start.white;
    setup.dfrc = start.white != start.black;
    setup.blackNumber = start.black;
    if (computerIsBoardOpponent()) {
        setup.opponent = GameSetup::Opponent::Computer;
        // The player takes the side of the board nearer to them: Black's when it is turned.
        setup.colour =
            start.turned ? GameSetup::PlayerColour::Black : GameSetup::PlayerColour::White;
    } else {
        setup.opponent = GameSetup::Opponent::Human;
    }
    if (!replaceGame(setup)) {
        declinedStart_ = start;
        evaluate(false);
        return false;
    }
    // Two players at a board turned round see it from Black's side: the screen shows it so.
    // (Against the computer the player's colour, chosen from the board's side, faces them.)
    if (setup.opponent == GameSetup::Opponent::Human && start.turned) options_->putAtBottom(Black);
    say(setup.dfrc ? tr("A game from the board: White's start position %1, Black's %2.")
                         .arg(start.white)
                         .arg(start.black)
                   : tr("A game from the board: start position %1.").arg(start.white),
        5000);
    return true;
}

void EBoardFeature::offerTakeBack(int plies) {
    QMessageBox box(QMessageBox::Question, tr("Take back"),
                    plies == 1 ? tr("The pieces stand as they did one half-move ago. Take the "
                                    "game back to there?")
                               : tr("The pieces stand as they did %n half-moves ago. Take the "
                                    "game back to there?",
                                    nullptr, plies),
                    QMessageBox::Yes | QMessageBox::No, window());
    box.setObjectName(QStringLiteral("boardTakeBack"));
    asking_ = true;
    const int answer = ask(box);
    asking_ = false;
    if (answer != QMessageBox::Yes) {
        declinedBack_ = game_->game().plyCount();
        evaluate(false);
        return;
    }
    const int target = game_->game().plyCount() - plies;
    fromBoard_ = true;
    while (game_->game().plyCount() > target && game_->canTakeBack()) game_->undo();
    fromBoard_ = false;
    follow();
}

void EBoardFeature::askPromotion(Move m) {
    QMessageBox box(QMessageBox::Question, tr("Promotion"),
                    tr("The pawn on %1 is promoted. To which piece?")
                        .arg(QString::fromStdString(squareName(m.to()))),
                    QMessageBox::NoButton, window());
    box.setObjectName(QStringLiteral("boardPromotion"));
    const std::pair<PieceType, QString> pieces[] = {{Queen, CastleWording::pieceTypeName(Queen)},
                                                    {Rook, CastleWording::pieceTypeName(Rook)},
                                                    {Bishop, CastleWording::pieceTypeName(Bishop)},
                                                    {Knight, CastleWording::pieceTypeName(Knight)}};
    std::vector<std::pair<QAbstractButton*, PieceType>> buttons;
    for (const auto& [type, name] : pieces) {
        QPushButton* b = box.addButton(name, QMessageBox::AcceptRole);
        b->setObjectName(
            QStringLiteral("promote%1").arg(QChar(pieceLetter(makePiece(White, type)))));
        buttons.emplace_back(b, type);
    }
    box.addButton(QMessageBox::Cancel);
    asking_ = true;
    ask(box);
    asking_ = false;
    for (const auto& [button, type] : buttons) {
        if (box.clickedButton() == button) {
            commit(Move(m.from(), m.to(), Move::Promotion, type));
            return;
        }
    }
    evaluate(false);
}

void EBoardFeature::updateLabel() {
    const QString kind = link_->kind() == BoardLink::Kind::Dgt ? QStringLiteral("DGT")
                                                               : QStringLiteral("Millennium");
    QString text;
    switch (link_->state()) {
    case BoardLink::State::Off: label_->hide(); return;
    case BoardLink::State::Connecting:
        text = tr("Electronic board: connecting to the %1 board on %2...").arg(kind, link_->port());
        break;
    case BoardLink::State::Connected:
        text = link_->version().isEmpty()
                   ? tr("Electronic board: %1 on %2.").arg(kind, link_->port())
                   : tr("Electronic board: %1 on %2, version %3.")
                         .arg(kind, link_->port(), link_->version());
        if (!instruction_.isEmpty()) text += QLatin1Char('\n') + instruction_;
        break;
    case BoardLink::State::Lost:
        text = tr("Electronic board lost: %1 Trying again. The game goes on with the mouse.")
                   .arg(link_->problem());
        break;
    }
    label_->setText(text);
    label_->show();
}

void EBoardFeature::retranslate() {
    settingsAction_->setText(tr("Electronic &board..."));
    settingsAction_->setToolTip(tr("Connect a DGT or Millennium board and play on it"));
    updateLabel();
}

} // namespace chess960::ui
