// The engine's analysis beside the board: a switch, which engine analyses (the built-in one or
// a configured one), the number of lines (1 to 5), and each
// line with its score, depth and speed, its moves in SAN with move numbers. A click on a move
// of a line asks to play the line up to that move (lineMoveClicked).
#pragma once

#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace chess960::ui {

class AnalysisEngine;

class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    /// \brief Shows engine's lines (engine must outlive the panel).
    explicit AnalysisPanel(AnalysisEngine* engine, QWidget* parent = nullptr);

    /// \brief The text of line i (0 = the best) as shown, without markup: for tests and
    /// screen readers.
    QString lineText(int i) const;

    QCheckBox* toggle() const { return toggle_; }
    QSpinBox* lineCount() const { return lineCount_; }
    /// \brief The choice of engine: the built-in one (data "") and the configured ones by
    /// name.
    QComboBox* engineChoice() const { return engineChoice_; }
    /// \brief Lists the configured engines again (after Settings > Engines), keeping the
    /// choice when it is still there.
    void refreshEngines();
    /// \brief Shows the built-in engine as the choice (after an external one failed), without
    /// engineChosen.
    void showBuiltInChosen();

signals:
    /// \brief The analysis was switched on or off here.
    void analysisToggled(bool on);
    /// \brief Play line `line` (0 = the best) up to and including its move `count`.
    void lineMoveClicked(int line, int count);
    /// \brief The player chose the engine to analyse with: a configured engine's name, or
    /// empty for the built-in one.
    void engineChosen(const QString& name);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslateUi();
    void showLines();

    AnalysisEngine* engine_;
    QCheckBox* toggle_;
    QLabel* linesLabel_;
    QSpinBox* lineCount_;
    QComboBox* engineChoice_;
    QLabel* status_;
    std::vector<QLabel*> lines_;
    std::vector<QString> plain_;
};

} // namespace chess960::ui
