// Learn from your mistakes: after a review, the board goes to the position before each of the
// player's mistakes and blunders and asks for a better move. The built-in engine judges each
// move tried (through LearnJudge's engine session, so the window stays usable): a move within a
// small loss of the best is accepted; another is taken back with its evaluation; "Show me" plays
// the engine's move and its line. The session ends with a score. The exercises come from the game's
// marks, so a reviewed game opened from its PGN gives them again.
#pragma once

#include "chess960/review/learn.h"
#include "settings.h"

#include <QTimer>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace chess960::ui {

class BoardWidget;
class LearnJudge;

class LearnWindow : public QWidget {
    Q_OBJECT
public:
    /// \brief Exercises from the mistakes of `side` in game (both sides when empty); budget
    /// is how hard the engine looks at each move tried.
    LearnWindow(const Game& game, std::optional<Color> side, QWidget* parent = nullptr,
                review::ReviewBudget budget = review::kReviewNormal);
    ~LearnWindow() override;

    void setBoardSettings(const BoardSettings& settings);
    /// \brief Starts again with the mistakes of side (both when empty).
    void setSide(std::optional<Color> side);

    const review::LearnSession& session() const { return session_; }
    BoardWidget* board() const { return board_; }
    /// \brief A move tried is being judged.
    bool judging() const { return judging_; }
    /// \brief The exercise on the board has been solved or shown: only Next goes on.
    bool exerciseDone() const { return done_; }
    /// \brief The last verdict said, without markup (for tests and screen readers).
    QString verdictText() const;

signals:
    /// \brief A move tried was judged (accepted or not).
    void judged(bool accepted);
    /// \brief The "show me" line has been played on the board.
    void lineShown();

public slots:
    void showMe();
    void next();
    void restart();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showExercise();
    void showScore();
    void tryMove(Move m);
    void verdictArrived(const review::AttemptVerdict& v);
    void playLine(std::vector<Move> line);
    void playShownLine();
    enum class Tone { Neutral, Good, Bad };
    void setVerdict(const QString& text, Tone tone = Tone::Neutral);
    QString moveText(NodeId n) const;
    /// \brief The move that led to the current exercise's position (marked on the board).
    Move lastMoveBefore() const;

    Game game_;
    std::optional<Color> side_;
    LearnJudge* judge_;
    review::LearnSession session_;
    bool judging_ = false;
    bool done_ = false;
    std::vector<Move> shownLine_;
    size_t shownPlayed_ = 0;
    QTimer lineTimer_;

    BoardWidget* board_;
    QComboBox* sideBox_;
    QLabel* sideLabel_;
    QLabel* progress_;
    QLabel* prompt_;
    QLabel* verdict_;
    QPushButton* showMe_;
    QPushButton* next_;
    QPushButton* again_;
};

} // namespace chess960::ui
