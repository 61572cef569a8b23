// An engine's options as controls that fit their type: a spin box, a check box, a combo box,
// a text field or a button. Built from the option lines a configuration keeps, so the form
// shows without starting the engine.
#pragma once

#include "engines/engineconfig.h"

#include <QWidget>

class QFormLayout;

namespace chess960::ui {

class EngineOptionsForm : public QWidget {
    Q_OBJECT
public:
    explicit EngineOptionsForm(QWidget* parent = nullptr);
    /// \brief Shows the options of config with its values (UCI_Chess960 is left out: the
    /// program sets it).
    void setConfig(const EngineConfig& config);
    /// \brief Enables the buttons (they act on a running engine only).
    void setButtonsEnabled(bool on);

signals:
    /// \brief The player changed a value (not emitted by setConfig).
    void valueChanged(const QString& name, const QString& value);
    /// \brief The player pressed a button option.
    void buttonPressed(const QString& name);

private:
    QWidget* controlFor(const UciOption& option, const QString& value);
    QFormLayout* form_;
    QList<QWidget*> buttons_;
    bool buttonsEnabled_ = false;
};

} // namespace chess960::ui
