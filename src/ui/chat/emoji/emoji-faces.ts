/** The picker's faces, people and nature (./emoji-data.ts): `char name` per line, the name its Unicode name. */

export const SMILEYS = `
😀 grinning face
😃 grinning face with big eyes
😄 grinning face with smiling eyes
😁 beaming face with smiling eyes
😆 grinning squinting face
😅 grinning face with sweat
😂 face with tears of joy
🙂 slightly smiling face
🙃 upside-down face
😉 winking face
😊 smiling face with smiling eyes
😇 smiling face with halo
🥰 smiling face with hearts
😍 smiling face with heart-eyes
😘 face blowing a kiss
😋 face savoring food
😛 face with tongue
😜 winking face with tongue
🤔 thinking face
🤗 hugging face
🤭 face with hand over mouth
🤫 shushing face
😐 neutral face
😑 expressionless face
😶 face without mouth
😏 smirking face
😒 unamused face
🙄 face with rolling eyes
😬 grimacing face
😌 relieved face
😔 pensive face
😴 sleeping face
😷 face with medical mask
🤒 face with thermometer
🤯 exploding head
🥳 partying face
😎 smiling face with sunglasses
🤓 nerd face
😕 confused face
😟 worried face
😮 face with open mouth
😲 astonished face
😳 flushed face
🥺 pleading face
😢 crying face
😭 loudly crying face
😱 face screaming in fear
😤 face with steam from nose
😡 enraged face
😠 angry face
🤬 face with symbols on mouth
😈 smiling face with horns
💀 skull
💩 pile of poo
🤡 clown face
👻 ghost
👽 alien
🤖 robot
`

export const PEOPLE = `
👋 waving hand
🤚 raised back of hand
✋ raised hand
👌 ok hand
✌️ victory hand
🤞 crossed fingers
🤟 love-you gesture
🤘 sign of the horns
👈 backhand index pointing left
👉 backhand index pointing right
👆 backhand index pointing up
👇 backhand index pointing down
👍 thumbs up
👎 thumbs down
✊ raised fist
👊 oncoming fist
👏 clapping hands
🙌 raising hands
👐 open hands
🤝 handshake
🙏 folded hands
💪 flexed biceps
👀 eyes
🧠 brain
🙋 person raising hand
🤷 person shrugging
🤦 person facepalming
🙇 person bowing
💃 woman dancing
🕺 man dancing
`

export const NATURE = `
🐶 dog face
🐱 cat face
🐭 mouse face
🐰 rabbit face
🦊 fox
🐻 bear
🐼 panda
🐨 koala
🐯 tiger face
🦁 lion
🐮 cow face
🐷 pig face
🐸 frog
🐵 monkey face
🐔 chicken
🐧 penguin
🐦 bird
🦄 unicorn
🐝 honeybee
🦋 butterfly
🐢 turtle
🐙 octopus
🐬 dolphin
🐳 spouting whale
🌵 cactus
🌲 evergreen tree
🌴 palm tree
🍀 four leaf clover
🌸 cherry blossom
🌹 rose
🌻 sunflower
🌈 rainbow
☀️ sun
🌙 crescent moon
⭐ star
⚡ high voltage
🔥 fire
❄️ snowflake
🌊 water wave
`
