// The chess board: paints what BoardInteraction shows, slides the pieces, turns mouse and keys
// into BoardInteraction's gestures and words its notices; it asks for a move with
// moveRequested(). It never plays a move itself: the owner of the game plays it and hands the
// new position back with setPosition().
#pragma once

#include "board/boardgeometry.h"
#include "board/boardinteraction.h"
#include "board/boardtheme.h"
#include "board/pieceset.h"

#include <QPointer>
#include <QVariantAnimation>
#include <QWidget>

#include <array>

#include <memory>
#include <vector>

#include <QMenu>

namespace chess960::ui {

class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);
    ~BoardWidget() override;

    /// \brief Shows pos. When lastMove leads from the shown position to pos, it slides.
    void setPosition(const Position& pos, Move lastMove = Move());
    const Position& position() const { return interaction_.position(); }
    const MoveInput& input() const { return interaction_.input(); }
    const BoardInteraction& interaction() const { return interaction_; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return geometry_.flipped(); }
    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return theme_; }
    void setPieceSet(const QString& id);
    QString pieceSetId() const { return pieces_->id(); }
    /// \brief With confirmation on, a move waits on the board for Enter (or Esc).
    void setConfirmMoves(bool on);
    bool confirmMoves() const { return interaction_.confirmMoves(); }
    /// \brief Slide time in milliseconds; 0 turns animation off.
    void setAnimationDuration(int ms) {
        animate_ = ms > 0;
        if (animate_) animation_.setDuration(ms);
    }
    int animationDuration() const { return animate_ ? animation_.duration() : 0; }
    /// \brief File letters and rank numbers in the frame.
    void setShowCoordinates(bool on) {
        showCoordinates_ = on;
        update();
    }
    bool showsCoordinates() const { return showCoordinates_; }
    /// \brief Dots on the squares a picked-up piece may go to. Castling targets stay marked
    /// either way: seeing that a click there castles is what prevents accidental castles.
    void setShowLegalMoves(bool on) {
        interaction_.setShowLegalMoves(on);
        update();
    }
    bool showsLegalMoves() const { return interaction_.showsLegalMoves(); }
    /// \brief A mark (O-O or O-O-O) on each rook of the position shown that keeps a castling
    /// right, as the position editor marks them; the screen reader hears the rights too.
    void setShowCastlingRights(bool on) {
        showRights_ = on;
        updateAccessibleText();
        update();
    }
    bool showsCastlingRights() const { return showRights_; }
    /// \brief The castling rights of the position shown, in words ("White: O-O, O-O-O;
    /// Black: none"), as the screen reader hears them with the marks on.
    QString castlingRightsText() const;
    /// \brief How each castling right gone in the position shown was lost in the game (by
    /// castleIndex; "" where not known): a castle refused for a lost right says it.
    void setRightLosses(const std::array<QString, 4>& why) { rightWhy_ = why; }
    /// \brief The arrow keys step through the game (analysis): the board leaves them to the
    /// window's Previous and Next move, and moves are made with the mouse, Space on the focus
    /// square shown before, or typed. Off, the arrows move the board's focus square.
    void setArrowsBrowse(bool on) { arrowsBrowse_ = on; }
    bool arrowsBrowse() const { return arrowsBrowse_; }
    /// \brief The glow around a king in check (on by default). Practice that asks whether the
    /// king is in check turns it off until the answer is given.
    void setShowCheck(bool on) {
        interaction_.setShowCheck(on);
        update();
    }
    bool showsCheck() const { return interaction_.showsCheck(); }
    /// \brief Castle-attempt mode, for "castle or say why not" practice: every castling
    /// gesture emits castleAttempted() instead of a move, legal or not, and nothing on the
    /// board (status text, preview, marks, a piece sent back) tells a legal castle from an
    /// illegal one. Only castling counts: only the king and the back-rank rooks can be picked
    /// up, and any other gesture goes back with the same words, legal or not. Off by default.
    void setReportCastleAttempts(bool on);
    bool reportsCastleAttempts() const { return input().reportsCastleAttempts(); }
    /// \brief A board that is not interactive shows the game but takes no gestures, except
    /// premoves.
    void setInteractive(bool on);
    bool interactive() const { return interaction_.interactive(); }
    /// \brief Premoves for `side` (none: off): while the board is not interactive and the other
    /// side is to move, that side's gestures keep one move, shown made on tinted squares, until
    /// setPosition() gives side the move: then it is requested if legal, else dropped. Esc or
    /// the right button cancels it. See BoardInteraction::setPremoveSide.
    void setPremoveSide(std::optional<Color> side);
    std::optional<Color> premoveSide() const { return interaction_.premoveSide(); }
    /// \brief The premove waiting for the other side's move (null: none).
    Move premove() const { return interaction_.premove(); }
    /// \brief Draws an arrow for a suggested move (a hint) until the position changes.
    void setHintMove(Move m) {
        interaction_.setHintMove(m);
        update();
    }
    Move hintMove() const { return interaction_.hintMove(); }
    /// \brief Arrows for the analysing engine's best moves (the first thicker) until they
    /// change; an empty list takes them away.
    void setEngineArrows(std::vector<Move> moves) {
        interaction_.setEngineMoves(std::move(moves));
        update();
    }
    const std::vector<Move>& engineArrows() const { return interaction_.engineMoves(); }
    /// \brief The squares marked as the last move's (castles: all four of king and rook).
    Bitboard lastMoveSquares() const { return interaction_.lastMoveSquares(); }
    /// \brief The arrows and marked squares drawn with the right button (a drag: an arrow, a
    /// click: a ring; the same again takes it away; Shift or Ctrl red, Alt blue, both yellow,
    /// else green). They stay until the position changes or clearMarkings().
    const std::vector<Marking>& markings() const { return interaction_.markings(); }
    /// \brief Shows the given drawings (e.g. those kept in a game's node) in place of the
    /// board's, without markingsChanged().
    void setMarkings(std::vector<Marking> markings) {
        interaction_.setMarkings(std::move(markings));
        update();
    }

    /// \brief Squares on which an electronic board differs from the game, framed in red until
    /// set again (0: none).
    void setBoardDifferences(Bitboard squares) {
        if (squares == differences_) return;
        differences_ = squares;
        update();
    }
    Bitboard boardDifferences() const { return differences_; }

    bool hasPendingMove() const { return interaction_.hasPendingMove(); }
    Move pendingMove() const { return interaction_.pendingMove(); }
    bool promotionOpen() const { return interaction_.promotionOpen(); }
    /// \brief The open "castle or move?" menu, if any (its actions answer the question).
    QMenu* question() const { return question_; }
    /// \brief The sentence the status bar should show now (empty: nothing to say).
    QString statusText() const { return hint_.isEmpty() ? status_ : hint_; }
    /// \brief Forgets what the board said about its last gesture (a castle made, why one was
    /// not possible): the position it was about is gone (a take-back, a new game).
    void clearStatus() {
        const bool shown = !statusText().isEmpty();
        hint_.clear();
        status_.clear();
        if (shown) emit statusChanged(QString());
    }
    /// \brief Where a square is on the widget, in widget pixels.
    QRect squareRect(Square s) const { return geometry_.squareRect(s).toRect(); }
    /// \brief The squares shown for a promotion choice, queen first.
    std::vector<QRect> promotionRects() const;
    /// \brief The pieces sliding to their squares right now (empty when nothing moves).
    std::vector<Piece> slidingPieces() const;
    /// \brief The castles whose landing squares are being previewed right now.
    std::vector<CastleAnalysis> previewedCastles() const { return interaction_.previewedCastles(); }

    // keyboard play, in boardkeyboard.cpp
    /// \brief The square the arrow keys have reached; Space or Enter acts there.
    Square focusSquare() const { return focusSquare_; }
    /// \brief The focus square is drawn once a key has been used, until the mouse is.
    bool focusSquareShown() const { return focusShown_; }
    /// \brief The promotion piece the keys have reached (0 queen, 1 knight, 2 rook, 3 bishop).
    int promotionChoice() const { return interaction_.promotionChoice(); }
    /// \brief Plays a move chosen elsewhere (typed, a shortcut) as if made on the board, so
    /// that confirmation applies. False when the board takes no move now or m is not legal.
    bool offerMove(Move m);
    /// \brief Castles the side to move towards `side`; when it cannot, the status says why.
    bool castle(CastleSide side);

    QSize sizeHint() const override { return {640, 640}; }
    QSize minimumSizeHint() const override { return {200, 200}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

public slots:
    /// \brief "I am about to castle" (the Castle action).
    void announceCastling();
    /// \brief Esc: closes a chooser, withdraws a waiting move, an announcement or a selection.
    void cancel();
    /// \brief Enter: plays the move waiting for confirmation.
    void confirmMove();
    void flip() { setFlipped(!isFlipped()); }
    /// \brief Takes every drawing away (markingsChanged() when there were any).
    void clearMarkings();

signals:
    /// \brief The player made this legal move (after confirmation when that is on), or the
    /// premove became legal.
    void moveRequested(chess960::Move move);
    /// \brief The premove is now `premove` (a null move: none any more).
    void premoveChanged(chess960::Move premove);
    void statusChanged(const QString& text);
    void pendingChanged(bool pending);
    void announcementChanged(bool announced);
    /// \brief The player dropped a dragged piece on another square where it cannot go; it
    /// went back.
    void dropRejected();
    /// \brief Castle-attempt mode: the player tried to castle towards `side` (legal or not).
    void castleAttempted(chess960::Color color, chess960::CastleSide side);
    /// \brief The player drew or took away an arrow or a marked square, or cleared them all;
    /// not sent for setMarkings() or for the drawings a new position takes away.
    void markingsChanged(std::vector<chess960::Marking> markings);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Slide {
        Piece piece;
        QPointF from, to; // in square units, see BoardGeometry::toPixels
    };

    void release(QMouseEvent* event);
    // Gestures count: moves on an interactive board, or premoves.
    bool takesGestures() const { return interactive() || interaction_.premoving(); }
    void requestPremove(Move m);
    bool drawing(QMouseEvent* event); // the right button draws
    // Carries out what the model says a gesture does: the signals, the menu, the status.
    void apply(const BoardReaction& r, bool fromKeys = false);
    void startMove(const BoardReaction& r);
    void choosePromotion(const QPointF& point);
    void ask(bool fromKeys);
    void setStatus(const QString& text);
    void updateHint();
    // status texts, in boardstatus.cpp: the notice is kept, so that a language change words
    // it again
    void refreshStatus(const InputNotice& notice = {});
    void syncAnnouncement();
    QString noticeText(const InputNotice& n) const;
    void startSlides(std::vector<Slide> slides);
    std::vector<Slide> slidesFor(const Position& before, Move m) const;
    std::array<Piece, 64> shownBoard() const { return interaction_.shownBoard(); }
    // The keyboard's square stands in for the pointer while the keys are in use.
    Square pointerSquare() const {
        return focusShown_ ? focusSquare_ : geometry_.squareAt(pointer_);
    }
    void syncPointer() { interaction_.hover(pointerSquare()); }
    // keyboard play, in boardkeyboard.cpp
    bool takesKey(const QKeyEvent* event) const;
    bool keyboard(QKeyEvent* event);
    void showFocusSquare(bool shown);
    void moveFocus(int right, int up);
    void promotionKey(QKeyEvent* event);
    void updateAccessibleText();
    void paintFocus(QPainter& p) const;

    // painting, in boardpainter.cpp
    void paintFrame(QPainter& p) const;
    void paintSquares(QPainter& p, const BoardView& v) const;
    void paintMarks(QPainter& p, const BoardView& v) const;
    void paintPieces(QPainter& p, const BoardView& v) const;
    void paintGhosts(QPainter& p, const BoardView& v) const;
    void paintCastleBadge(QPainter& p, const CastleAnalysis& a) const;
    void paintDragged(QPainter& p, const BoardView& v) const;
    void paintRights(QPainter& p) const;
    void paintArrow(QPainter& p, QPointF from, QPointF to, qreal width) const;
    void paintPromotion(QPainter& p, const BoardView& v) const;
    void paintDrawings(QPainter& p, const BoardView& v) const; // in boarddrawings.cpp
    void paintPiece(QPainter& p, Piece piece, const QRectF& rect) const;

    BoardInteraction interaction_;
    BoardGeometry geometry_;
    BoardTheme theme_;
    std::unique_ptr<PieceSet> pieces_;
    bool showCoordinates_ = true;
    QString status_;
    InputNotice statusNotice_;
    QString hint_; // what the gesture under the pointer would do; shown over status_

    QPointF pointer_;
    QPointF pressPoint_;
    QPointer<QMenu> question_; // the menu asking BoardInteraction's question

    // sliding pieces
    QVariantAnimation animation_;
    bool animate_ = true;
    bool noSlideNext_ = false; // the confirmed move is already shown where it lands
    bool announcementShown_ = false;
    std::vector<Slide> slides_;
    std::vector<Slide> dropStarts_; // where the next move's pieces start (a drop, a half castle)

    // keyboard
    Square focusSquare_ = NoSquare;
    bool focusShown_ = false;
    bool arrowsBrowse_ = false;       // the arrows belong to the window (see setArrowsBrowse)
    Bitboard differences_ = 0;        // squares an electronic board has wrong
    bool showRights_ = false;         // marks on the rooks that keep a castling right
    std::array<QString, 4> rightWhy_; // how each right gone was lost (setRightLosses)
};

} // namespace chess960::ui
