// What the computer is thinking: "thinking..." while it searches, then depth, score in words
// and the line it expects, in SAN with move numbers. Also where hints and the computer's last
// move are told. The panel keeps one height whatever it says, so the move list and the move
// box above it never move: a line longer than the room left shows its first moves and "…",
// the whole line in the tooltip.
#pragma once

#include "engines/engineworker.h"

#include <QWidget>

#include <functional>
#include <optional>

class QLabel;

namespace chess960::ui {

class EnginePanel : public QWidget {
    Q_OBJECT
public:
    explicit EnginePanel(QWidget* parent = nullptr);

    /// \brief The first line: who thinks, or what was last said.
    QString headline() const;
    /// \brief A hint is on show (showHint), and nothing said since.
    bool showsHint() const { return hint_; }

public slots:
    void setThinking(bool thinking, const QString& who);
    void showProgress(const chess960::ui::EngineProgress& progress);
    /// \brief Says something; keepLine leaves the last search's line on show (for the move
    /// or the hint that search produced).
    void showMessage(const QString& headline, const QString& detail = {}, bool keepLine = false);
    /// \brief The same with a headline worded again after a language switch.
    void showMessage(std::function<QString()> headline, const QString& detail = {},
                     bool keepLine = false);
    /// \brief The same with headline and detail worded again after a language switch.
    void showMessage(std::function<QString()> headline, std::function<QString()> detail,
                     bool keepLine);
    /// \brief A hint: said like a message, keeping the line it came from.
    void showHint(std::function<QString()> headline, std::function<QString()> detail);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslateUi();
    void setLine(const QString& line);
    // Shows as much of line_'s text as fits below the headline and the score.
    void fitLine();

    QLabel* headline_;
    QLabel* score_;
    QLabel* line_;
    // What is on show, kept so that a language switch can write it again.
    std::optional<QString> thinker_;
    std::optional<EngineProgress> progress_;
    std::function<QString()> headlineWords_;
    std::function<QString()> detailWords_;
    QString fullLine_;
    bool hint_ = false;
};

} // namespace chess960::ui
