#include "settingsdialog.h"

#include "board/boardtheme.h"
#include "board/pieceset.h"
#include "i18n/language.h"
#include "i18n/piecenotation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include <cstdlib>
#include <memory>

namespace chess960::ui {

namespace {
constexpr int kSpeeds[] = {0, 100, 180, 350}; // the Board menu's Animation choices
} // namespace

// Four squares in the chosen colours with pieces of the chosen set.
class SettingsPreview : public QWidget {
public:
    explicit SettingsPreview(QWidget* parent) : QWidget(parent) {
        setObjectName(QStringLiteral("preview"));
        setFixedSize(4 * kSquare, kSquare);
    }
    void show(const QString& pieceSet, const QString& theme) {
        if (!pieces_ || pieces_->id() != pieceSet) pieces_ = std::make_unique<PieceSet>(pieceSet);
        theme_ = BoardTheme::byId(theme);
        update();
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        const Piece shown[] = {WKing, BQueen, WKnight, BRook};
        for (int i = 0; i < 4; ++i) {
            const QRect square(i * kSquare, 0, kSquare, kSquare);
            p.fillRect(square, i % 2 ? theme_.dark : theme_.light);
            if (pieces_) pieces_->paint(p, shown[i], square);
        }
    }

private:
    static constexpr int kSquare = 44;
    std::unique_ptr<PieceSet> pieces_;
    BoardTheme theme_ = BoardTheme::byId({});
};

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("settingsDialog"));
    auto named = [](auto* w, const char* name) {
        w->setObjectName(QString::fromLatin1(name));
        return w;
    };
    pieceSet_ = named(new QComboBox(this), "pieceSet");
    for (const QString& id : PieceSet::ids()) pieceSet_->addItem(QString(), id);
    theme_ = named(new QComboBox(this), "theme");
    for (const QString& id : BoardTheme::ids()) theme_->addItem(QString(), id);
    preview_ = new SettingsPreview(this);
    animation_ = named(new QComboBox(this), "animation");
    for (int ms : kSpeeds) animation_->addItem(QString(), ms);
    coordinates_ = named(new QCheckBox(this), "coordinates");
    legalMoves_ = named(new QCheckBox(this), "legalMoves");
    castlingRights_ = named(new QCheckBox(this), "castlingRights");
    confirmMoves_ = named(new QCheckBox(this), "confirmMoves");
    premoves_ = named(new QCheckBox(this), "premoves");
    autoFlip_ = named(new QCheckBox(this), "autoFlip");
    enginePanel_ = named(new QCheckBox(this), "enginePanel");
    languageCombo_ = named(new QComboBox(this), "language");
    languageCombo_->addItem(QString(), QString());
    for (const Language& l : shippedLanguages()) languageCombo_->addItem(l.nativeName, l.code);
    pieceSetLabel_ = new QLabel(this);
    themeLabel_ = new QLabel(this);
    animationLabel_ = new QLabel(this);
    languageLabel_ = new QLabel(this);
    notation_ = named(new QComboBox(this), "notation");
    for (PieceNotation n :
         {PieceNotation::Language, PieceNotation::English, PieceNotation::Figurine})
        notation_->addItem(QString(), pieceNotationKey(n));
    notationLabel_ = new QLabel(this);
    notationLabel_->setBuddy(notation_);
    languageNote_ = new QLabel(this);
    languageNote_->setWordWrap(true);

    boardBox_ = new QGroupBox(this);
    auto* board = new QFormLayout(boardBox_);
    board->addRow(pieceSetLabel_, pieceSet_);
    board->addRow(themeLabel_, theme_);
    board->addRow(QString(), preview_);
    board->addRow(animationLabel_, animation_);
    board->addRow(coordinates_);
    board->addRow(legalMoves_);
    board->addRow(castlingRights_);
    playBox_ = new QGroupBox(this);
    auto* play = new QVBoxLayout(playBox_);
    for (QCheckBox* c : {confirmMoves_, premoves_, autoFlip_, enginePanel_}) play->addWidget(c);
    sounds_ = named(new QCheckBox(this), "sounds");
    volume_ = named(new QSlider(Qt::Horizontal, this), "volume");
    volume_->setRange(0, 100);
    volume_->setPageStep(10);
    volumeLabel_ = new QLabel(this);
    volumeLabel_->setBuddy(volume_);
    connect(sounds_, &QCheckBox::toggled, volume_, &QSlider::setEnabled);
    soundBox_ = new QGroupBox(this);
    auto* sound = new QFormLayout(soundBox_);
    sound->addRow(sounds_);
    sound->addRow(volumeLabel_, volume_);
    languageBox_ = new QGroupBox(this);
    auto* language = new QFormLayout(languageBox_);
    language->addRow(languageLabel_, languageCombo_);
    language->addRow(languageNote_);
    language->addRow(notationLabel_, notation_);
    for (QLabel* l : {pieceSetLabel_, themeLabel_, animationLabel_})
        l->setBuddy(l == pieceSetLabel_ ? pieceSet_ : l == themeLabel_ ? theme_ : animation_);
    languageLabel_->setBuddy(languageCombo_);

    buttons_ =
        named(new QDialogButtonBox(
                  QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this),
              "buttons");
    auto* layout = new QVBoxLayout(this);
    for (QWidget* w : {static_cast<QWidget*>(boardBox_), static_cast<QWidget*>(playBox_),
                       static_cast<QWidget*>(soundBox_), static_cast<QWidget*>(languageBox_),
                       static_cast<QWidget*>(buttons_)})
        layout->addWidget(w);

    connect(pieceSet_, &QComboBox::currentIndexChanged, this, &SettingsDialog::updatePreview);
    connect(theme_, &QComboBox::currentIndexChanged, this, &SettingsDialog::updatePreview);
    connect(buttons_, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons_->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            &SettingsDialog::apply);
    retranslateUi();
    setSettings(BoardSettings::load(), savedLanguage());
}

void SettingsDialog::setSettings(const BoardSettings& s, const QString& language) {
    shown_ = s;
    language_ = language;
    auto select = [](QComboBox* box, const QVariant& value) {
        box->setCurrentIndex(std::max(0, box->findData(value)));
    };
    select(pieceSet_, s.pieceSet);
    select(theme_, s.theme);
    // A speed the menu does not offer (edited by hand) shows as the nearest one.
    int speed = 0;
    for (int i = 0; i < animation_->count(); ++i)
        if (std::abs(kSpeeds[i] - s.animationMs) < std::abs(kSpeeds[speed] - s.animationMs))
            speed = i;
    animation_->setCurrentIndex(speed);
    coordinates_->setChecked(s.coordinates);
    legalMoves_->setChecked(s.legalMoves);
    castlingRights_->setChecked(s.castlingRights);
    confirmMoves_->setChecked(s.confirmMoves);
    premoves_->setChecked(s.premoves);
    autoFlip_->setChecked(s.autoFlip);
    enginePanel_->setChecked(s.enginePanel);
    sounds_->setChecked(s.sounds);
    volume_->setValue(s.soundVolume);
    volume_->setEnabled(s.sounds);
    select(languageCombo_, language);
    select(notation_, s.notation);
    updatePreview();
}

BoardSettings SettingsDialog::settings() const {
    BoardSettings s = shown_;
    s.pieceSet = pieceSet_->currentData().toString();
    s.theme = theme_->currentData().toString();
    s.animationMs = animation_->currentData().toInt();
    s.coordinates = coordinates_->isChecked();
    s.legalMoves = legalMoves_->isChecked();
    s.castlingRights = castlingRights_->isChecked();
    s.confirmMoves = confirmMoves_->isChecked();
    s.premoves = premoves_->isChecked();
    s.autoFlip = autoFlip_->isChecked();
    s.enginePanel = enginePanel_->isChecked();
    s.sounds = sounds_->isChecked();
    s.soundVolume = volume_->value();
    s.notation = notation_->currentData().toString();
    return s;
}

QString SettingsDialog::language() const {
    return languageCombo_->currentData().toString();
}

void SettingsDialog::apply() {
    shown_ = settings();
    emit applied(shown_);
    if (language() != language_) {
        // Every open window retranslates itself on the LanguageChange this sends.
        language_ = language();
        saveLanguage(language_);
        applyLanguage(language_);
    }
}

void SettingsDialog::updatePreview() {
    preview_->show(pieceSet_->currentData().toString(), theme_->currentData().toString());
}

void SettingsDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void SettingsDialog::retranslateUi() {
    setWindowTitle(tr("Settings"));
    boardBox_->setTitle(tr("Board"));
    pieceSetLabel_->setText(tr("&Pieces:"));
    for (int i = 0; i < pieceSet_->count(); ++i)
        pieceSet_->setItemText(i, PieceSet::displayName(pieceSet_->itemData(i).toString()));
    themeLabel_->setText(tr("&Colours:"));
    for (int i = 0; i < theme_->count(); ++i)
        theme_->setItemText(i, BoardTheme::byId(theme_->itemData(i).toString()).name);
    animationLabel_->setText(tr("&Animation:"));
    const QString speeds[] = {tr("No animation"), tr("Fast"), tr("Normal"), tr("Slow")};
    for (int i = 0; i < animation_->count(); ++i) animation_->setItemText(i, speeds[i]);
    coordinates_->setText(tr("Show c&oordinates"));
    legalMoves_->setText(tr("Show &legal moves of a picked-up piece"));
    castlingRights_->setText(tr("Show the castling rights left (a mark on each rook that keeps "
                                "one)"));
    playBox_->setTitle(tr("Playing"));
    confirmMoves_->setText(tr("Ask to confirm &moves (Enter plays, Esc withdraws)"));
    premoves_->setText(tr("Against the computer: p&remove while it thinks (Esc or a right click "
                          "cancels)"));
    autoFlip_->setText(tr("Two players: &turn the board to the player to move"));
    enginePanel_->setText(tr("Show the &engine panel"));
    soundBox_->setTitle(tr("Sound"));
    sounds_->setText(tr("Play &sounds (moves, checks, the game's start and end, low time)"));
    volumeLabel_->setText(tr("&Volume:"));
    languageBox_->setTitle(tr("Language"));
    languageLabel_->setText(tr("La&nguage:"));
    languageCombo_->setItemText(0, tr("System default"));
    languageNote_->setText(tr("The new language applies at once to every open window."));
    notationLabel_->setText(tr("Moves &written with:"));
    // Each choice shows its letters; the language's are those of the language in use.
    notation_->setItemText(
        0, tr("The language's letters (%1)").arg(languagePieceLetters().join(QLatin1Char(' '))));
    notation_->setItemText(1, tr("English letters (K Q R B N)"));
    notation_->setItemText(2, tr("Figurines (%1)").arg(QStringLiteral("♚ ♛ ♜ ♝ ♞")));
    notation_->setToolTip(tr("How moves are shown and typed; saved games keep the English "
                             "letters that PGN requires"));
}

} // namespace chess960::ui
