// What the computer is thinking: "thinking..." while it searches, then depth, score in words
// and the line it expects, in SAN. Also where hints and the computer's last move are told.
#pragma once

#include "engineworker.h"

#include <QWidget>

class QLabel;

namespace chess960::ui {

class EnginePanel : public QWidget {
    Q_OBJECT
public:
    explicit EnginePanel(QWidget* parent = nullptr);

    /// \brief The first line: who thinks, or what was last said.
    QString headline() const;

public slots:
    void setThinking(bool thinking, const QString& who);
    void showProgress(const chess960::ui::EngineProgress& progress);
    void showMessage(const QString& headline, const QString& detail = {});

private:
    QLabel* headline_;
    QLabel* score_;
    QLabel* line_;
};

} // namespace chess960::ui
