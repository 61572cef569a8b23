// Castling practice. Drill 1: castle as asked on a start position (king and rooks only), with
// any board gesture. Drill 2: in a position reached by play, castle or say why it is not
// possible. Each answer is graded by the core and explained on the board; the score, the streak
// and the statistics per castling method are kept between runs.
#pragma once

#include "practice/practicewording.h"
#include "settings.h"

#include "chess960/practice.h"

#include <QElapsedTimer>
#include <QWidget>

#include <deque>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace chess960::ui {

class BoardWidget;
class CastleOverlay;

class PracticeWindow : public QWidget {
    Q_OBJECT
public:
    /// \brief A practice window whose questions follow from seed.
    explicit PracticeWindow(uint64_t seed, QWidget* parent = nullptr);
    /// \brief A practice window with a random seed.
    explicit PracticeWindow(QWidget* parent = nullptr);
    ~PracticeWindow() override;

    DrillKind drill() const { return drill_; }
    void setDrill(DrillKind drill);
    /// \brief The four castles of start position n come first, then the drill goes on.
    void practiseStartPosition(int number);
    /// \brief Asks q now (the drill shown follows q's kind).
    void ask(const PracticeQuestion& q);

    const PracticeQuestion& question() const { return question_; }
    bool answered() const { return answered_; }
    const PracticeGrade& lastGrade() const { return grade_; }
    const PracticeStats& stats() const { return stats_; }
    BoardWidget* board() const { return board_; }
    /// \brief The look of the main board: pieces, colours, coordinates, legal-move marks and
    /// animation (the window starts with the saved settings).
    void setBoardSettings(const BoardSettings& settings);
    CastleOverlay* overlay() const { return overlay_; }

public slots:
    void nextQuestion();
    /// \brief Answers the current question with a reason (or Castle).
    void answer(chess960::CastleAnswer a);
    void resetStatistics();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showQuestionText();
    void showFeedback();
    void moveMade(Move m);
    void castleAttempted(Color color, CastleSide side);
    void finish(const PracticeGrade& g);
    void showStats();
    void saveStats() const;
    /// \brief The focus box's choices for the drill on view: everything, each method (drill
    /// 1) or each answer (drill 2), each side, and any start once one start was chosen.
    void fillFocus();
    /// \brief The questions from now on are about the choice `data` of the focus box.
    void chooseFocus(const QString& data);

    PracticeGenerator generator_;
    DrillKind drill_ = DrillKind::StartPosition;
    PracticeQuestion question_;
    PracticeGrade grade_;
    bool answered_ = false;
    std::deque<PracticeQuestion> queued_;
    PracticeStats stats_;
    QElapsedTimer timer_;

    BoardWidget* board_;
    CastleOverlay* overlay_;
    QComboBox* drillBox_;
    QComboBox* focusBox_;
    std::optional<int> startFocus_; // a start position chosen ("Practise castling here")
    QLabel* prompt_;
    QLabel* context_;
    QWidget* reasons_;
    QLabel* feedback_;
    QPushButton* next_;
    QLabel* score_;
    QLabel* table_;
    QLabel* reasonsLabel_;
    QPushButton* reset_;
    PracticeGiven given_; // what the last answer was, to word it in any language
};

} // namespace chess960::ui
